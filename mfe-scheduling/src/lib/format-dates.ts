import { zonedFormatter } from '@studio/shell-kit/business-time';

const dateTime = zonedFormatter('en-SG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** 'Mon, 3 Mar 2025, 9:00 am': a date with 12-hour time, in the studio's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

const monthYear = new Intl.DateTimeFormat('en-SG', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 2025' for the month key '2025-03'. */
export function formatMonthYear(monthKey: string): string {
  const [year, month] = monthKey.split('-').map(Number);
  return monthYear.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)));
}
