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

type WallRanges = { start: number; end: number }[];

/** Wall-clock ranges as minutes, in order; ranges that touch (09:00–12:00, 12:00–13:00) are one. */
function mergedRanges(ranges: readonly { start: string; end: string }[]): WallRanges {
  const sorted = ranges
    .map((range) => ({ start: minutesOfClock(range.start), end: minutesOfClock(range.end) }))
    .sort((a, b) => a.start - b.start);
  const merged: WallRanges = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * The wall-clock stretches (minutes) a trainer works on a date: its override, else its weekday's;
 * each weekday and override is merged once per list rather than once per day.
 */
function workingRangesOf(hours: TrainerHours): (date: string, weekday: number) => WallRanges {
  const byWeekday = new Map<number, WallRanges>();
  for (let weekday = 1; weekday <= 7; weekday += 1)
    byWeekday.set(weekday, mergedRanges(hours.weekly.filter((range) => range.weekday === weekday)));
  const byDate = new Map(hours.overrides.map((override) => [override.date, override.ranges]));
  const overridden = new Map<string, WallRanges>();
  return (date, weekday) => {
    const override = byDate.get(date);
    if (!override) return byWeekday.get(weekday)!;
    let ranges = overridden.get(date);
    if (!ranges) {
      ranges = mergedRanges(override);
      overridden.set(date, ranges);
    }
    return ranges;
  };
}

/**
 * Whether [start, end) touches any of the busy ranges (instants in ms). The ranges are merged and
 * sorted once, so each question is a binary search instead of a walk over every session.
 */
function busyChecker(
  ranges: { from: number; to: number }[],
): (start: number, end: number) => boolean {
  const merged: { from: number; to: number }[] = [];
  // An inverted range (refused when saved) holds nothing; an empty one still splits a slot.
  const proper = ranges.filter((range) => range.from <= range.to);
  for (const range of proper.sort((a, b) => a.from - b.from)) {
    const last = merged.at(-1);
    if (last && range.from <= last.to) last.to = Math.max(last.to, range.to);
    else merged.push({ ...range });
  }
  return (start, end) => {
    // The first merged range ending after `start`: the only one that can reach into [start, end).
    let low = 0;
    let high = merged.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (merged[middle]!.to <= start) low = middle + 1;
      else high = middle;
    }
    const candidate = merged[low];
    return candidate !== undefined && candidate.from < end;
  };
}

function slotsOfTrainer(inputs: SlotInputs, hours: TrainerHours): ComputedSlot[] {
  const { rules, timeZone } = inputs;
  const length = rules.sessionMinutes * minute;
  const buffer = rules.bufferMinutes * minute;
  const { earliest, latest } = bookableStarts(inputs.now, rules);
  const offAt = busyChecker(
    hours.timeOff.map((off) => ({ from: Date.parse(off.from), to: Date.parse(off.to) })),
  );
  // A held session and its buffer on both sides: [start - buffer, start + length + buffer).
  const heldAt = busyChecker(
    inputs.held
      .filter((session) => session.trainerId === hours.trainerId)
      .map((session) => ({
        from: session.startsAt.getTime() - buffer,
        to: session.startsAt.getTime() + length + buffer,
      })),
  );
  const workingRanges = workingRangesOf(hours);
  const firstWeekday = isoWeekday(inputs.from);
  const starts = new Set<number>();
  const days = daysBetween(inputs.from, inputs.to);
  for (let day = 0; day <= days; day += 1) {
    const date = addDays(inputs.from, day);
    const ranges = workingRanges(date, ((firstWeekday - 1 + day) % 7) + 1);
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
        if (offAt(start, end) || heldAt(start, end)) continue;
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

const byStartThenTrainer = (a: ComputedSlot, b: ComputedSlot) =>
  a.start.getTime() - b.start.getTime() || a.trainerId.localeCompare(b.trainerId);

/** Every open slot of the given trainers on the days asked for, by start then trainer. */
export function computeSlots(inputs: SlotInputs): ComputedSlot[] {
  const slots = inputs.trainers.flatMap((hours) => slotsOfTrainer(inputs, hours));
  // One trainer's slots come in order except around a daylight-saving change: check, then sort.
  const inOrder = slots.every(
    (slot, index) => index === 0 || byStartThenTrainer(slots[index - 1]!, slot) < 0,
  );
  return inOrder ? slots : slots.sort(byStartThenTrainer);
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
