/** Business dates (`YYYY-MM-DD`), as packages expire on them in Singapore. */

const businessTimeZone = 'Asia/Singapore';

/** Today's business date. */
export function businessToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone }).format(now);
}

/** `YYYY-MM-DD` plus whole days, on the calendar. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
