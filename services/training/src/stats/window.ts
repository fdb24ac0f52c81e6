import { statsWindowDays } from '@studio/contracts/training-stats';
import { offsetMinutes } from '../domain/wall-clock.js';

export interface StatsWindow {
  /** Start of the business day 90 days ago. */
  pastStart: Date;
  now: Date;
  /** End of the business day 90 days ahead. */
  upcomingEnd: Date;
}

/** The instant a business day (`daysFromToday` away from `now`'s day) starts in `timeZone`. */
export function businessDayStart(now: Date, daysFromToday: number, timeZone: string): Date {
  const localNow = new Date(now.getTime() + offsetMinutes(now, timeZone) * 60_000);
  const localMidnight = Date.UTC(
    localNow.getUTCFullYear(),
    localNow.getUTCMonth(),
    localNow.getUTCDate() + daysFromToday,
  );
  // The zone's offset can differ on that day (daylight saving): correct with the offset found there.
  const guess = new Date(localMidnight - offsetMinutes(new Date(localMidnight), timeZone) * 60_000);
  return new Date(localMidnight - offsetMinutes(guess, timeZone) * 60_000);
}

/**
 * The spec's statistics windows, by business-calendar days: the last 90 days up to now (from the
 * start of the day 90 days ago) and from now to the end of the day 90 days ahead.
 */
export function statsWindow(now: Date, timeZone: string): StatsWindow {
  return {
    pastStart: businessDayStart(now, -statsWindowDays, timeZone),
    now,
    upcomingEnd: businessDayStart(now, statsWindowDays + 1, timeZone),
  };
}
