import type { Slot } from '@studio/contracts/availability';

export interface SlotDay {
  /** `YYYY-MM-DD` of the studio's calendar (the slot's own offset says which day it is there). */
  date: string;
  slots: Slot[];
}

/** Open slots grouped by the studio's calendar day, days and times in order. */
export function slotDays(slots: readonly Slot[]): SlotDay[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = slot.start.slice(0, 10);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** `days` calendar days from `date` (`YYYY-MM-DD`). */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}
