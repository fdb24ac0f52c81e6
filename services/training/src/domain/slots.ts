import type { Availability } from '@studio/contracts/availability';
import type { StudioSettings } from '@studio/contracts/settings';
import {
  addDays,
  calendarDateOf,
  daysBetween,
  instantAt,
  isoWeekday,
  minutesOfClock,
} from './wall-clock.js';

/**
 * Open times customers can book themselves, computed (never stored) from a trainer's hours,
 * overrides and time off, the sessions holding their time and the studio's booking rules. Pure:
 * the route reads the inputs and calls it; the booking path calls it again inside its locked
 * transaction, so what is offered and what is accepted are one rule.
 */

export type BookingRules = Pick<
  StudioSettings,
  'sessionMinutes' | 'bufferMinutes' | 'slotStepMinutes' | 'minNoticeHours' | 'bookingWindowDays'
>;

export type TrainerHours = Pick<Availability, 'trainerId' | 'weekly' | 'overrides' | 'timeOff'>;

/** A session that holds its trainer's time (scheduled or completed; a late cancel frees it). */
export interface HeldTime {
  trainerId: string;
  startsAt: Date;
}

export interface SlotInputs {
  /** First and last calendar day asked for, in `timeZone`. */
  from: string;
  to: string;
  now: Date;
  timeZone: string;
  rules: BookingRules;
  trainers: readonly TrainerHours[];
  held: readonly HeldTime[];
}

export interface ComputedSlot {
  trainerId: string;
  start: Date;
  end: Date;
}

const minute = 60_000;

/** The earliest and the latest start a self-booking may have at `now`. */
export function bookableStarts(now: Date, rules: BookingRules): { earliest: Date; latest: Date } {
  return {
    earliest: new Date(now.getTime() + rules.minNoticeHours * 60 * minute),
    latest: new Date(now.getTime() + rules.bookingWindowDays * 24 * 60 * minute),
  };
}

/**
 * The wall-clock ranges (minutes) a trainer works on `date`: its override, else its weekday's;
 * ranges that touch (09:00–12:00, 12:00–13:00) are one stretch a session may span.
 */
function workingRanges(hours: TrainerHours, date: string): { start: number; end: number }[] {
  const override = hours.overrides.find((candidate) => candidate.date === date);
  const ranges = override
    ? override.ranges
    : hours.weekly.filter((range) => range.weekday === isoWeekday(date));
  const sorted = ranges
    .map((range) => ({ start: minutesOfClock(range.start), end: minutesOfClock(range.end) }))
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Whether [start, end) touches [from, to) (instants in ms). */
const overlaps = (start: number, end: number, from: number, to: number) => start < to && from < end;

function slotsOfTrainer(inputs: SlotInputs, hours: TrainerHours): ComputedSlot[] {
  const { rules, timeZone } = inputs;
  const length = rules.sessionMinutes * minute;
  const buffer = rules.bufferMinutes * minute;
  const { earliest, latest } = bookableStarts(inputs.now, rules);
  const timeOff = hours.timeOff.map((off) => ({
    from: Date.parse(off.from),
    to: Date.parse(off.to),
  }));
  // A held session and its buffer on both sides: [start - buffer, start + length + buffer).
  const held = inputs.held
    .filter((session) => session.trainerId === hours.trainerId)
    .map((session) => ({
      from: session.startsAt.getTime() - buffer,
      to: session.startsAt.getTime() + length + buffer,
    }));
  const starts = new Set<number>();
  const days = daysBetween(inputs.from, inputs.to);
  for (let day = 0; day <= days; day += 1) {
    const date = addDays(inputs.from, day);
    const ranges = workingRanges(hours, date);
    if (ranges.length === 0) continue;
    // Intl is the slow part: a day of exactly 24 hours keeps one offset throughout, so its wall
    // times are its midnight plus minutes; only a day with a zone change asks Intl per start.
    const midnight = instantAt(date, 0, timeZone).getTime();
    const steadyDay = instantAt(date, 24 * 60, timeZone).getTime() - midnight === 24 * 60 * minute;
    const instantOf = (wall: number) =>
      steadyDay ? midnight + wall * minute : instantAt(date, wall, timeZone).getTime();
    for (const range of ranges) {
      const rangeEnd = instantOf(range.end);
      const firstOnGrid = Math.ceil(range.start / rules.slotStepMinutes) * rules.slotStepMinutes;
      for (let wall = firstOnGrid; wall < range.end; wall += rules.slotStepMinutes) {
        const start = instantOf(wall);
        const end = start + length;
        if (end > rangeEnd) break;
        // A wall time skipped by a daylight-saving jump would land on another day's grid.
        if (!steadyDay && calendarDateOf(new Date(start), timeZone) !== date) continue;
        if (start < earliest.getTime() || start > latest.getTime()) continue;
        if (timeOff.some((off) => overlaps(start, end, off.from, off.to))) continue;
        if (held.some((busy) => overlaps(start, end, busy.from, busy.to))) continue;
        starts.add(start);
      }
    }
  }
  return [...starts].map((start) => ({
    trainerId: hours.trainerId,
    start: new Date(start),
    end: new Date(start + length),
  }));
}

/** Every open slot of the given trainers on the days asked for, by start then trainer. */
export function computeSlots(inputs: SlotInputs): ComputedSlot[] {
  return inputs.trainers
    .flatMap((hours) => slotsOfTrainer(inputs, hours))
    .sort(
      (a, b) => a.start.getTime() - b.start.getTime() || a.trainerId.localeCompare(b.trainerId),
    );
}

/** Whether `start` is one of the trainer's open slots (the same rule as the list customers see). */
export function isOpenSlot(
  inputs: Omit<SlotInputs, 'from' | 'to'>,
  trainerId: string,
  start: Date,
): boolean {
  const date = calendarDateOf(start, inputs.timeZone);
  return computeSlots({ ...inputs, from: date, to: date }).some(
    (slot) => slot.trainerId === trainerId && slot.start.getTime() === start.getTime(),
  );
}
