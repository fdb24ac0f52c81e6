import type { Availability, Slot } from '@studio/contracts/availability';
import { maxSlotRangeDays } from '@studio/contracts/availability';
import type { StudioSettings } from '@studio/contracts/settings';
import { badRequest } from '@studio/service-kit/errors';
import type { FastifyRequest } from 'fastify';
import type { TrainingContext } from '../context.js';
import { computeSlots, type HeldTime } from '../domain/slots.js';
import {
  addDays,
  calendarDateOf,
  daysBetween,
  instantAt,
  isCalendarDate,
  isoWithOffsetWriter,
} from '../domain/wall-clock.js';
import { readAvailabilities, readHeldTimes } from './availability-store.js';

/** Checks a slots request's days: real dates, in order, at most `maxSlotRangeDays` of them. */
export function checkedDayRange(range: { from: string; to: string }): { from: string; to: string } {
  for (const field of ['from', 'to'] as const) {
    if (!isCalendarDate(range[field]))
      throw badRequest(`${field}: ${range[field]} is not a date (use YYYY-MM-DD).`);
  }
  const days = daysBetween(range.from, range.to) + 1;
  if (days < 1) throw badRequest('to: the last day must be on or after "from".');
  if (days > maxSlotRangeDays)
    throw badRequest(
      `to: ask for at most ${maxSlotRangeDays} days at once (this asks for ${days}).`,
    );
  return range;
}

/** Today's date in the business time zone. */
export const businessToday = (context: TrainingContext): string =>
  calendarDateOf(context.now(), context.timeZone);

/**
 * The open slots of the given trainers (`undefined`: everyone who published hours) on the days
 * asked for: two statements (their availability, the sessions holding their time) and the pure
 * slot computation, with the trainers' current names.
 */
export async function openSlots(
  context: TrainingContext,
  query: { from: string; to: string; trainerIds: readonly string[] | undefined },
  settings: StudioSettings,
  request: FastifyRequest,
): Promise<Slot[]> {
  const { from, to } = checkedDayRange(query);
  const { timeZone, sequelize } = context;
  const now = context.now();
  const reach = (settings.sessionMinutes + settings.bufferMinutes) * 60_000;
  const between = {
    from: new Date(instantAt(from, 0, timeZone).getTime() - reach),
    to: new Date(instantAt(addDays(to, 1), 0, timeZone).getTime() + reach),
  };
  const today = calendarDateOf(now, timeZone);
  const asked = query.trainerIds;
  // With the trainers known up front (a customer's own), their names, hours and held times are
  // read at once instead of one after another: three round trips of waiting become one.
  const namesAhead = asked
    ? context.people.namesFor({ customerIds: [], trainerIds: [...asked] }, request.log, request.id)
    : undefined;
  const heldTimesOf = (ids: readonly string[]) => readHeldTimes(sequelize, ids, between, now);
  let trainers: Availability[];
  let held: HeldTime[];
  if (asked) {
    [trainers, held] = await Promise.all([
      readAvailabilities(sequelize, asked, today),
      heldTimesOf(asked),
    ]);
  } else {
    trainers = await readAvailabilities(sequelize, undefined, today);
    held = await heldTimesOf(trainers.map((hours) => hours.trainerId));
  }
  const slots = computeSlots({ from, to, now, timeZone, rules: settings, trainers, held });
  const names = await (namesAhead ??
    context.people.namesFor(
      { customerIds: [], trainerIds: [...new Set(slots.map((slot) => slot.trainerId))] },
      request.log,
      request.id,
    ));
  // One slot's end is often a later slot's start: each instant is written once.
  const write = isoWithOffsetWriter(timeZone);
  const written = new Map<number, string>();
  const iso = (instant: Date) => {
    let text = written.get(instant.getTime());
    if (text === undefined) {
      text = write(instant);
      written.set(instant.getTime(), text);
    }
    return text;
  };
  return slots.map((slot) => ({
    start: iso(slot.start),
    end: iso(slot.end),
    trainer: { _id: slot.trainerId, name: names.trainerName(slot.trainerId) },
  }));
}
