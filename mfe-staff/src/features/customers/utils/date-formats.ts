import { zonedFormatter } from '@studio/shell-kit/business-time';

/** Dates as the customers table shows them (spec section 9). */

const dateOfBirthFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const joinedDateFormat = zonedFormatter('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** `1990-05-17` → `17 May 1990` (day, short month, year; en-GB). */
export function formatDateOfBirth(isoDate: string): string {
  return formatBusinessDate(isoDate);
}

/** A business date such as a package's expiry, `2027-05-30` → `30 May 2027`. */
export function formatBusinessDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateOfBirthFormat.format(date);
}

/** An instant → `May 17, 2026` (short month, day, year; en-US), as the day was at the studio. */
export function formatJoinedDate(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : joinedDateFormat().format(date);
}
