/**
 * A month as one number, `year * 12 + month - 1` (month 1–12), so that consecutive months are
 * consecutive numbers: how `completed_series_by_trainer` keeps them.
 */
export const monthNumber = (year: number, month: number): number => year * 12 + month - 1;

/** The `YYYY-MM` label of a month number. */
export const monthLabel = (month: number): string =>
  `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** The business month of an instant in `timeZone`. */
function monthOf(instant: Date, timeZone: string): number {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
    monthFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return monthNumber(part('year'), part('month'));
}

/** Every month from `firstMonth` to `lastMonth`, or to the month of `now` when later. */
export function monthsBetween(
  range: { firstMonth: number; lastMonth: number; now: Date },
  timeZone: string,
): number[] {
  const end = Math.max(range.lastMonth, monthOf(range.now, timeZone));
  return Array.from({ length: end - range.firstMonth + 1 }, (_, index) => range.firstMonth + index);
}
