/** The business month (`YYYY-MM`) of an instant in `timeZone`. */
function monthOf(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** Every month (`YYYY-MM`) from `firstMonth` to `lastMonth`, or to the month of `now` when later. */
export function monthsBetween(
  range: { firstMonth: string; lastMonth: string; now: Date },
  timeZone: string,
): string[] {
  const currentMonth = monthOf(range.now, timeZone);
  const end = range.lastMonth > currentMonth ? range.lastMonth : currentMonth;
  const months: string[] = [];
  let [year, month] = range.firstMonth.split('-').map(Number) as [number, number];
  for (let next = range.firstMonth; next <= end;) {
    months.push(next);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    next = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  }
  return months;
}
