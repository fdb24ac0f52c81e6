import { format } from 'date-fns';
import { studioWallClockToIso } from '@studio/shell-kit/dates';
import { toWallClock } from './business-wall-clock';

/** The value a `datetime-local` input shows for an instant: the studio's wall clock. */
export function toDateTimeLocal(date: Date): string {
  return format(toWallClock(date), "yyyy-MM-dd'T'HH:mm");
}

/** The instant a `datetime-local` value (the studio's wall clock) means, or null when it is empty or invalid. */
export function fromDateTimeLocal(value: string): Date | null {
  const iso = studioWallClockToIso(value);
  return iso === null ? null : new Date(iso);
}
