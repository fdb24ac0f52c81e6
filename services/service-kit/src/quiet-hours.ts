import type { QuietHours } from '@studio/contracts/settings';

const minutesOf = (clock: string): number => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** Minutes since midnight (and the seconds part, in ms) of an instant on the zone's wall clock. */
function wallClock(instant: Date, timeZone: string): { minutes: number; msIntoMinute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { minutes: part('hour') * 60 + part('minute'), msIntoMinute: instant.getTime() % 60_000 };
}

/**
 * When the quiet hours around `instant` end, or undefined when `instant` is outside them.
 * Quiet hours may cross midnight (22:00-08:00); equal start and end mean none. Counted on the
 * wall clock of `timeZone` (Singapore has no daylight saving, so a wall-clock minute is a minute).
 */
export function endOfQuietHours(
  instant: Date,
  quietHours: QuietHours | null,
  timeZone: string,
): Date | undefined {
  if (!quietHours) return undefined;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  if (start === end) return undefined;
  const { minutes, msIntoMinute } = wallClock(instant, timeZone);
  const quiet = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  if (!quiet) return undefined;
  const minutesLeft = (end - minutes + 24 * 60) % (24 * 60);
  return new Date(instant.getTime() - msIntoMinute + minutesLeft * 60_000);
}
