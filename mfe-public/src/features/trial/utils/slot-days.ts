import type { Slot } from '@studio/contracts/availability';
import { zonedFormatter } from '@studio/shell-kit/business-time';

// Times are the studio's (the business time zone the shell loaded), wherever the visitor is.

const isoDate = zonedFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const dayFormat = zonedFormatter('en-SG', { weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = zonedFormatter('en-SG', { hour: 'numeric', minute: '2-digit', hour12: true });

/** 'Wed, 2 Dec' in the studio's time zone. */
export const formatDay = (iso: string) => dayFormat().format(new Date(iso));

/** '9:00 am' in the studio's time zone. */
export const formatTime = (iso: string) => timeFormat().format(new Date(iso));

/** 'Wed, 2 Dec at 9:00 am'. */
export const formatWhen = (iso: string) => `${formatDay(iso)} at ${formatTime(iso)}`;

export interface SlotDay {
  /** `YYYY-MM-DD` of the studio's calendar. */
  date: string;
  /** How the day reads: 'Wed, 2 Dec'. */
  label: string;
  slots: Slot[];
}

/** Open slots grouped by the studio's calendar day, days and times in order. */
export function slotDays(slots: readonly Slot[]): SlotDay[] {
  const days = new Map<string, Slot[]>();
  const ordered = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of ordered) {
    const date = isoDate().format(new Date(slot.start));
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({
    date,
    label: formatDay(daySlots[0]!.start),
    slots: daySlots,
  }));
}

/** `days` calendar days after `date` (`YYYY-MM-DD`). */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}

/** A slot's identity among those offered: the same start may be open with two trainers. */
export const slotKey = (slot: Pick<Slot, 'start' | 'trainer'>) =>
  `${slot.trainer._id}|${slot.start}`;
