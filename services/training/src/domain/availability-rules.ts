import type { AvailabilityChange, TimeRange } from '@studio/contracts/availability';
import { isCalendarDate, minutesOfClock } from './wall-clock.js';

const weekdayNames = [
  '',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** Why a list of ranges on one day cannot be stored, or undefined when it can. */
function rangesProblem(ranges: readonly TimeRange[], where: string): string | undefined {
  for (const range of ranges) {
    if (range.start === '24:00')
      return `${where}: a range cannot start at 24:00; the day ends there.`;
    if (minutesOfClock(range.end) <= minutesOfClock(range.start))
      return `${where}: the range ${range.start}–${range.end} ends before it starts; a range cannot pass midnight (end it at 24:00 and start the next day at 00:00).`;
  }
  const sorted = [...ranges].sort((a, b) => minutesOfClock(a.start) - minutesOfClock(b.start));
  for (let index = 1; index < sorted.length; index += 1) {
    const before = sorted[index - 1] as TimeRange;
    const after = sorted[index] as TimeRange;
    if (minutesOfClock(after.start) < minutesOfClock(before.end))
      return `${where}: the ranges ${before.start}–${before.end} and ${after.start}–${after.end} overlap.`;
  }
  return undefined;
}

/**
 * Rules the schema cannot say about a whole availability, each message naming the problem:
 * inverted, overlapping or past-midnight ranges, unknown or past dates, repeated dates, time off
 * that ends before it starts. `today` is the business time zone's date.
 */
export function availabilityProblem(change: AvailabilityChange, today: string): string | undefined {
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const problem = rangesProblem(
      change.weekly.filter((range) => range.weekday === weekday),
      `weekly hours on ${weekdayNames[weekday]}`,
    );
    if (problem) return problem;
  }
  const seen = new Set<string>();
  for (const override of change.overrides) {
    if (!isCalendarDate(override.date))
      return `overrides: ${override.date} is not a date (use YYYY-MM-DD).`;
    if (override.date < today)
      return `overrides: ${override.date} is in the past; only today or later can have other hours.`;
    if (seen.has(override.date))
      return `overrides: ${override.date} is listed twice; give each date once with all its ranges.`;
    seen.add(override.date);
    const problem = rangesProblem(override.ranges, `overrides on ${override.date}`);
    if (problem) return problem;
  }
  for (const [index, off] of change.timeOff.entries()) {
    if (!(Date.parse(off.to) > Date.parse(off.from)))
      return `timeOff[${index}]: "to" must be after "from".`;
  }
  return undefined;
}
