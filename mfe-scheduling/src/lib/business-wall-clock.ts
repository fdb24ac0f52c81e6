import { zonedFormatter } from '@studio/shell-kit/business-time';

// react-big-calendar draws with the browser's own clock (`getHours`, `startOfDay`, ...). To draw
// the studio's days and hours whatever the browser's zone, the calendar is handed "wall-clock"
// Dates (their local fields are the studio's) and what comes back out of it (a clicked slot, a
// dropped event, a shown day) is turned back into the real instant here. Nothing else converts.

const zonedParts = zonedFormatter('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The studio's wall clock at an instant, as UTC fields (milliseconds since the epoch). */
function studioFieldsAsUtc(instant: number): number {
  const parts = zonedParts().formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
    new Date(instant).getUTCMilliseconds(),
  );
}

/** A Date whose local fields are the studio's wall clock at `instant`: what the calendar draws. */
export function toWallClock(instant: Date): Date {
  const studio = new Date(studioFieldsAsUtc(instant.getTime()));
  return new Date(
    studio.getUTCFullYear(),
    studio.getUTCMonth(),
    studio.getUTCDate(),
    studio.getUTCHours(),
    studio.getUTCMinutes(),
    studio.getUTCSeconds(),
    studio.getUTCMilliseconds(),
  );
}

/**
 * The instant a wall-clock Date (local fields read as the studio's wall clock) means. The zone's
 * offset is looked up twice, so a time next to a daylight-saving change lands on its right side
 * (a time the studio's clock skips, which no slot of 06:00-23:00 is, lands an hour to one side).
 */
export function fromWallClock(wallClock: Date): Date {
  const wall = Date.UTC(
    wallClock.getFullYear(),
    wallClock.getMonth(),
    wallClock.getDate(),
    wallClock.getHours(),
    wallClock.getMinutes(),
    wallClock.getSeconds(),
    wallClock.getMilliseconds(),
  );
  const offsetAt = (instant: number) => studioFieldsAsUtc(instant) - instant;
  const firstGuess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(firstGuess));
}

/** Now on the studio's wall clock: the calendar's today. */
export const wallClockNow = (): Date => toWallClock(new Date());
