import { instantOfStudioWallClock, studioZoneOffsetAt } from '@studio/shell-kit/dates';

// react-big-calendar draws with the browser's own clock (`getHours`, `startOfDay`, ...). To draw
// the studio's days and hours whatever the browser's zone, the calendar is handed "wall-clock"
// Dates (their local fields are the studio's) and what comes back out of it (a clicked slot, a
// dropped event, a shown day) is turned back into the real instant here. Nothing else converts.

/** A Date whose local fields are the studio's wall clock at `instant`: what the calendar draws. */
export function toWallClock(instant: Date): Date {
  const studio = new Date(instant.getTime() + studioZoneOffsetAt(instant.getTime()));
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

/** The instant a wall-clock Date (local fields read as the studio's wall clock) means. */
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
  return new Date(instantOfStudioWallClock(wall));
}

/** Now on the studio's wall clock: the calendar's today. */
export const wallClockNow = (): Date => toWallClock(new Date());
