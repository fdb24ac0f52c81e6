import { format } from 'date-fns';

/** The value a `datetime-local` input shows for an instant (the browser's local time). */
export function toDateTimeLocal(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}

/** The instant a `datetime-local` value means, or null when it is empty or invalid. */
export function fromDateTimeLocal(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
