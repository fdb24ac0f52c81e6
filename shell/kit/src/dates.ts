import { zonedFormatter } from '@studio/shell-kit/business-time';

// Dates people read are in the studio's time zone (`@studio/shell-kit/business-time`).

const isoDate = zonedFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's business date (`YYYY-MM-DD` in the studio's zone): packages expire and rates start on these. */
export function businessToday(now: Date = new Date()): string {
  return isoDate().format(now);
}

const isoMonth = zonedFormatter('en-CA', { year: 'numeric', month: '2-digit' });

/** The business month (`YYYY-MM`) of an instant, in the studio's zone. */
export function businessMonthOf(instant: Date): string {
  const parts = isoMonth().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}`;
}

const shortDate = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const zonedShortDate = zonedFormatter('en-US', shortDate);
const plainShortDate = new Intl.DateTimeFormat('en-US', { ...shortDate, timeZone: 'UTC' });

/** 'Jan 5, 2024': the spec's joining-date style (short month, day, year; en-US), the studio's day. */
export function formatShortDate(instant: string): string {
  return zonedShortDate().format(new Date(instant));
}

/** A plain business date (`YYYY-MM-DD`, no time) in the same style: the same day in every zone. */
export function formatShortPlainDate(day: string): string {
  return plainShortDate.format(new Date(`${day}T00:00:00Z`));
}

const wallClockParts = zonedFormatter('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** How far the studio's wall clock is ahead of UTC at an instant, in milliseconds. */
export function studioZoneOffsetAt(instant: number): number {
  const parts = wallClockParts().formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO) of a `datetime-local` value ('2026-12-01T09:00') read as the studio's wall
 * clock; null when it is not one.
 */
export function studioWallClockToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return new Date(instantOfStudioWallClock(wall)).toISOString();
}

/**
 * The instant (epoch milliseconds) that the studio's wall clock `wallAsUtc` (its fields written as
 * UTC) means. The zone's offset is looked up twice, so a time next to a daylight-saving change
 * lands on its right side (a time the studio's clock skips lands an hour to one side).
 */
export function instantOfStudioWallClock(wallAsUtc: number): number {
  const firstGuess = wallAsUtc - studioZoneOffsetAt(wallAsUtc);
  return wallAsUtc - studioZoneOffsetAt(firstGuess);
}
