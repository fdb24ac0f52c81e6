import type { Availability } from '@studio/contracts/availability';
import { zonedFormatter } from '@studio/shell-kit/business-time';

const wallClock = zonedFormatter('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});
const weekdayNumbers: Record<string, number> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};
const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * Whether the trainer works at `instant` (the studio's wall clock): inside that date's other
 * hours or else its weekday's hours, and not in time off. The calendar greys the rest.
 */
export function isWorkingTime(instant: Date, availability: Availability): boolean {
  const parts = Object.fromEntries(
    wallClock()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  const override = availability.overrides.find((candidate) => candidate.date === date);
  const ranges =
    override?.ranges ??
    availability.weekly.filter((range) => range.weekday === weekdayNumbers[parts.weekday ?? '']);
  const inHours = ranges.some(
    (range) => minute >= minutesOf(range.start) && minute < minutesOf(range.end),
  );
  const away = availability.timeOff.some(
    (off) => instant.getTime() >= Date.parse(off.from) && instant.getTime() < Date.parse(off.to),
  );
  return inHours && !away;
}
