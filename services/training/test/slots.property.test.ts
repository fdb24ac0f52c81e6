import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TrainerHours, BookingRules, HeldTime, SlotInputs } from '../src/domain/slots.js';
import { computeSlots, isOpenSlot } from '../src/domain/slots.js';
import { availabilityProblem } from '../src/domain/availability-rules.js';

/**
 * The slot computation against its rules, over random hours, overrides, time off, sessions,
 * clocks and studio rules. The oracle below walks every minute of every day on the zone's wall
 * clock independently of the function under test (no shared helpers), so a slot the function
 * wrongly leaves out or wrongly offers is found.
 */

const trainerIds = ['7d1c3a70-0000-4000-8000-000000000001', '7d1c3a70-0000-4000-8000-000000000002'];
const minute = 60_000;
/** Every boundary (ranges, time off, sessions, zone changes) falls on 5 minutes, so the oracle walks in 5-minute steps. */
const step = 5 * minute;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Non-overlapping ranges in a day on a 15-minute grid (what `availabilityProblem` accepts), some
 * touching (09:00–10:00 and 10:00–11:00: one stretch a session may span).
 */
const dayRanges = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 0, max: 96 }), { minLength: 0, maxLength: 6 }),
    fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  )
  .map(([marks, keep]) => {
    const sorted = [...marks].sort((a, b) => a - b);
    const ranges: { start: string; end: string }[] = [];
    for (let index = 0; index + 1 < sorted.length; index += 1) {
      if (!keep[index]) continue;
      ranges.push({
        start: hhmm((sorted[index] as number) * 15),
        end: hhmm((sorted[index + 1] as number) * 15),
      });
    }
    return ranges;
  });

const baseDay = Date.UTC(2026, 11, 1);
const dateAt = (offsetDays: number) =>
  new Date(baseDay + offsetDays * 86_400_000).toISOString().slice(0, 10);

const trainerHours = (trainerId: string) =>
  fc.record({
    trainerId: fc.constant(trainerId),
    weekly: fc
      .array(fc.tuple(fc.integer({ min: 1, max: 7 }), dayRanges), { maxLength: 7 })
      .map((days) => {
        const byDay = new Map(days);
        return [...byDay].flatMap(([weekday, ranges]) =>
          ranges.map((range) => ({ weekday, ...range })),
        );
      }),
    overrides: fc
      .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 12 }), dayRanges), {
        maxLength: 4,
        selector: ([day]) => day,
      })
      .map((days) => days.map(([day, ranges]) => ({ date: dateAt(day), ranges }))),
    timeOff: fc
      .array(
        fc.tuple(
          fc.integer({ min: -2 * 24 * 12, max: 14 * 24 * 12 }),
          fc.integer({ min: 1, max: 3 * 24 * 12 }),
        ),
        { maxLength: 3 },
      )
      .map((offs) =>
        offs.map(([from, length]) => ({
          from: new Date(baseDay + from * step).toISOString(),
          to: new Date(baseDay + (from + length) * step).toISOString(),
        })),
      ),
  });

const rules = fc.record({
  sessionMinutes: fc.constantFrom(30, 45, 60, 90),
  bufferMinutes: fc.constantFrom(0, 10, 15, 30),
  slotStepMinutes: fc.constantFrom(15, 30, 60),
  minNoticeHours: fc.integer({ min: 0, max: 48 }),
  bookingWindowDays: fc.integer({ min: 1, max: 14 }),
});

const held = fc.array(
  fc.record({
    trainerId: fc.constantFrom(...trainerIds),
    startsAt: fc
      .integer({ min: -24 * 12, max: 14 * 24 * 12 })
      .map((fiveMinutes) => new Date(baseDay + fiveMinutes * step)),
  }),
  { maxLength: 12 },
);

const inputs = fc.record({
  timeZone: fc.constantFrom(
    'Asia/Singapore',
    'America/New_York',
    'Europe/London',
    'Pacific/Chatham',
  ),
  now: fc
    .integer({ min: -3 * 24 * 60, max: 5 * 24 * 60 })
    .map((at) => new Date(baseDay + at * minute + 17_000)),
  fromDay: fc.integer({ min: -1, max: 6 }),
  days: fc.integer({ min: 1, max: 8 }),
  rules,
  trainers: fc.tuple(trainerHours(trainerIds[0] as string), trainerHours(trainerIds[1] as string)),
  held,
  /** Sessions placed near open times (an index into the free slots, shifted by 5-minute steps). */
  heldNearSlots: fc.array(
    fc.record({ index: fc.nat(), shift: fc.integer({ min: -24, max: 24 }) }),
    { maxLength: 6 },
  ),
});

function slotInputs(value: {
  timeZone: string;
  now: Date;
  fromDay: number;
  days: number;
  rules: BookingRules;
  trainers: TrainerHours[];
  held: HeldTime[];
  heldNearSlots: { index: number; shift: number }[];
}): SlotInputs {
  const input: SlotInputs = {
    from: dateAt(value.fromDay),
    to: dateAt(value.fromDay + value.days - 1),
    now: value.now,
    timeZone: value.timeZone,
    rules: value.rules,
    trainers: value.trainers,
    held: value.held,
  };
  // Random sessions seldom land beside open times; these do, so buffers and edges are exercised.
  const free = computeSlots({ ...input, held: [] });
  if (free.length === 0) return input;
  const nearSlots = value.heldNearSlots.map(({ index, shift }) => {
    const slot = free[index % free.length] as (typeof free)[number];
    return { trainerId: slot.trainerId, startsAt: new Date(slot.start.getTime() + shift * step) };
  });
  return { ...input, held: [...value.held, ...nearSlots] };
}

/** Wall clock of an instant in a zone, read by Intl alone: date, minute of the day. */
const wallFormats = new Map<string, Intl.DateTimeFormat>();
function wallOf(instant: number, timeZone: string): { date: string; minuteOfDay: number } {
  const format =
    wallFormats.get(timeZone) ??
    new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  wallFormats.set(timeZone, format);
  const text = format.format(new Date(instant));
  const [date, time] = text.split(' ');
  const [hours, minutes] = (time ?? '0:0').split(':').map(Number);
  return { date: date ?? '', minuteOfDay: (hours ?? 0) * 60 + (minutes ?? 0) };
}

const clockMinutes = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * Every rule of issue 26 for one candidate start, checked minute by minute on the wall clock:
 * each minute of the session lies in one of the trainer's ranges of that date; no minute of it is
 * time off; it keeps the buffer from every held session; notice, window and grid hold.
 */
function obeysEveryRule(input: SlotInputs, trainer: TrainerHours, start: number): boolean {
  const { rules: r, timeZone } = input;
  const end = start + r.sessionMinutes * minute;
  const first = wallOf(start, timeZone);
  if (first.date < input.from || first.date > input.to) return false;
  if (first.minuteOfDay % r.slotStepMinutes !== 0) return false;
  if (start < input.now.getTime() + r.minNoticeHours * 3_600_000) return false;
  if (start > input.now.getTime() + r.bookingWindowDays * 86_400_000) return false;
  const buffer = r.bufferMinutes * minute;
  const length = r.sessionMinutes * minute;
  const clashes = input.held.some(
    (session) =>
      session.trainerId === trainer.trainerId &&
      start < session.startsAt.getTime() + length + buffer &&
      session.startsAt.getTime() < end + buffer,
  );
  if (clashes) return false;
  const weekday = new Date(`${first.date}T00:00:00Z`).getUTCDay() || 7;
  const override = trainer.overrides.find((candidate) => candidate.date === first.date);
  const ranges = override
    ? override.ranges
    : trainer.weekly.filter((range) => range.weekday === weekday);
  for (let at = start; at < end; at += step) {
    const wall = wallOf(at, timeZone);
    const inHours =
      wall.date === first.date &&
      ranges.some(
        (range) =>
          wall.minuteOfDay >= clockMinutes(range.start) &&
          wall.minuteOfDay < clockMinutes(range.end),
      );
    if (!inHours) return false;
    if (trainer.timeOff.some((off) => at >= Date.parse(off.from) && at < Date.parse(off.to)))
      return false;
  }
  return true;
}

/** Every start on the grid of every day asked for, by walking the wall clock minute by minute. */
function everyGridStart(input: SlotInputs): number[] {
  const starts: number[] = [];
  const first = Date.parse(`${input.from}T00:00:00Z`) - 36 * 3_600_000;
  const last = Date.parse(`${input.to}T00:00:00Z`) + 60 * 3_600_000;
  for (let at = first; at <= last; at += step) {
    const wall = wallOf(at, input.timeZone);
    if (
      wall.date >= input.from &&
      wall.date <= input.to &&
      wall.minuteOfDay % input.rules.slotStepMinutes === 0
    )
      starts.push(at);
  }
  return starts;
}

describe('open slots (property)', () => {
  it('generated hours are what a trainer can save', () => {
    fc.assert(
      fc.property(inputs, (value) => {
        for (const trainer of value.trainers)
          expect(availabilityProblem({ ...trainer, overrides: [] }, '2026-01-01')).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });

  it('offers no slot that breaks a rule, and every start on the grid that keeps them all', () => {
    fc.assert(
      fc.property(inputs, (value) => {
        const input = slotInputs(value);
        const offered = computeSlots(input);
        const offeredKeys = new Set(
          offered.map((slot) => `${slot.trainerId} ${slot.start.getTime()}`),
        );
        expect(offeredKeys.size).toBe(offered.length);
        for (const slot of offered) {
          const trainer = input.trainers.find(
            (candidate) => candidate.trainerId === slot.trainerId,
          );
          expect(trainer).toBeDefined();
          expect(slot.end.getTime() - slot.start.getTime()).toBe(
            input.rules.sessionMinutes * minute,
          );
          expect(obeysEveryRule(input, trainer as TrainerHours, slot.start.getTime())).toBe(true);
        }
        for (const start of everyGridStart(input)) {
          for (const trainer of input.trainers) {
            if (obeysEveryRule(input, trainer, start))
              expect(offeredKeys.has(`${trainer.trainerId} ${start}`)).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('accepts a start to book exactly when it is listed', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 7 * 24 * 4 }), (value, quarter) => {
        const input = slotInputs(value);
        const offered = computeSlots(input);
        for (const slot of offered.slice(0, 5))
          expect(isOpenSlot(input, slot.trainerId, slot.start)).toBe(true);
        const start = new Date(baseDay + quarter * 15 * minute);
        const trainerId = trainerIds[0] as string;
        const listed = offered.some(
          (slot) => slot.trainerId === trainerId && slot.start.getTime() === start.getTime(),
        );
        const inRange =
          input.from <= wallOf(start.getTime(), input.timeZone).date &&
          wallOf(start.getTime(), input.timeZone).date <= input.to;
        if (inRange) expect(isOpenSlot(input, trainerId, start)).toBe(listed);
      }),
      { numRuns: 60 },
    );
  });

  it('answers in the business time zone whatever zone the server runs in', () => {
    const trainer: TrainerHours = {
      trainerId: trainerIds[0] as string,
      weekly: [{ weekday: 2, start: '09:00', end: '11:00' }],
      overrides: [],
      timeOff: [],
    };
    const slots = computeSlots({
      from: '2026-12-01',
      to: '2026-12-01',
      now: new Date('2026-11-20T00:00:00Z'),
      timeZone: 'Asia/Singapore',
      rules: {
        sessionMinutes: 60,
        bufferMinutes: 0,
        slotStepMinutes: 30,
        minNoticeHours: 12,
        bookingWindowDays: 30,
      },
      trainers: [trainer],
      held: [{ trainerId: trainer.trainerId, startsAt: new Date('2026-12-01T01:30:00Z') }],
    });
    // 09:00 Singapore is 01:00 UTC; the session at 09:30 takes 09:00, 09:30 and 10:00 away... and
    // leaves none: 10:30 would end after 11:00.
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([]);
    const free = computeSlots({
      from: '2026-12-01',
      to: '2026-12-01',
      now: new Date('2026-11-20T00:00:00Z'),
      timeZone: 'Asia/Singapore',
      rules: {
        sessionMinutes: 60,
        bufferMinutes: 0,
        slotStepMinutes: 30,
        minNoticeHours: 12,
        bookingWindowDays: 30,
      },
      trainers: [trainer],
      held: [],
    });
    expect(free.map((slot) => slot.start.toISOString())).toEqual([
      '2026-12-01T01:00:00.000Z',
      '2026-12-01T01:30:00.000Z',
      '2026-12-01T02:00:00.000Z',
    ]);
  });
});
