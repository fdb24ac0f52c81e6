import { todayIn } from '../domain/business-date.js';

const dayMs = 24 * 3_600_000;

/** `YYYY-MM-DD` plus (or minus) whole days, on the calendar. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Whether `YYYY-MM-DD` names a real calendar day (not 2027-02-30). */
export function isCalendarDate(date: string): boolean {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === date;
}

/** The business date a package bought at `paidAt` expires on: `validityDays` after the payment's day. */
export function expiryDateOf(paidAt: Date, validityDays: number, timeZone: string): string {
  return addDays(todayIn(timeZone, paidAt), validityDays);
}

/** The instant a business date starts in `timeZone` (its midnight on the zone's wall clock). */
export function startOfBusinessDay(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at that moment, then once more at the corrected moment (offset changes).
  let instant = midnightUtc - offsetMs(new Date(midnightUtc), timeZone);
  instant = midnightUtc - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function offsetMs(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}
