import { maxSlotRangeDays } from '@studio/contracts/availability';
import type { StudioSettings } from '@studio/contracts/settings';
import { badRequest } from '@studio/service-kit/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TrainingContext } from '../context.js';
import { computeSlots } from '../domain/slots.js';
import {
  addDays,
  calendarDateOf,
  daysBetween,
  instantAt,
  isCalendarDate,
} from '../domain/wall-clock.js';
import { readSlotInputs, readTrainersWithHours } from './availability-store.js';
import { sendJsonText, slotsAnswerJson } from './slots-answer.js';

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
 * asked for, as the `Slots` answer's JSON text: one statement (their availability with the
 * sessions holding their time), the pure slot computation, and the trainers' names (kept briefly,
 * see `SlotListPeople`), read meanwhile.
 */
async function openSlotsJson(
  context: TrainingContext,
  query: { from: string; to: string; trainerIds: readonly string[] | undefined },
  settings: StudioSettings,
  request: FastifyRequest,
): Promise<string> {
  const { from, to } = checkedDayRange(query);
  const { timeZone, sequelize } = context;
  const now = context.now();
  const reach = (settings.sessionMinutes + settings.bufferMinutes) * 60_000;
  const between = {
    from: new Date(instantAt(from, 0, timeZone).getTime() - reach),
    to: new Date(instantAt(addDays(to, 1), 0, timeZone).getTime() + reach),
  };
  const trainerIds = query.trainerIds ?? (await readTrainersWithHours(sequelize));
  const { sessionMinutes } = settings;
  if (trainerIds.length === 0)
    return slotsAnswerJson({ timeZone, sessionMinutes, slots: [], trainerName: String });
  const namesRead = context.slotListPeople.namesOf(trainerIds, request.log, request.id);
  const { trainers, held } = await readSlotInputs(
    sequelize,
    trainerIds,
    between,
    now,
    calendarDateOf(now, timeZone),
  );
  const slots = computeSlots({ from, to, now, timeZone, rules: settings, trainers, held });
  return slotsAnswerJson({ timeZone, sessionMinutes, slots, trainerName: await namesRead });
}

/** Answers a slots route (`/api/me/slots`, `/api/trainers/:id/slots`, `/api/trial/slots`) with the open slots. */
export async function replyWithOpenSlots(
  reply: FastifyReply,
  context: TrainingContext,
  query: { from: string; to: string; trainerIds: readonly string[] | undefined },
  settings: StudioSettings,
  request: FastifyRequest,
): Promise<FastifyReply> {
  return sendJsonText(reply, await openSlotsJson(context, query, settings, request));
}
