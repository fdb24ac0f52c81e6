/** The business's time zone (DESIGN.md: dates in tables are shown in Singapore time). */
export const businessTimeZone = 'Asia/Singapore';

const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone });

/** Today's business date (`YYYY-MM-DD` in Singapore): packages expire and rates start on these. */
export function businessToday(now: Date = new Date()): string {
  return isoDate.format(now);
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: businessTimeZone,
});

/** 'Jan 5, 2024': the spec's joining-date style (short month, day, year; en-US). */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(isoDate));
}
