import type { FastifyReply } from 'fastify';
import type { ComputedSlot } from '../domain/slots.js';
import { isoWithOffsetWriter } from '../domain/wall-clock.js';

/**
 * A `Slots` answer (`@studio/contracts/availability`) as JSON text, written straight from the
 * computed slots: four weeks are ~800 slots and ~120 KB, and building an object per slot for the
 * schema serializer to walk again cost as much as computing them. The bytes are the ones the
 * route's response schema would write (`test/slots-answer.test.ts` holds it to that): the same
 * keys in the same order, names escaped as JSON does, the times ISO text that needs no escaping.
 */
export function slotsAnswerJson(answer: {
  timeZone: string;
  sessionMinutes: number;
  slots: readonly ComputedSlot[];
  trainerName: (trainerId: string) => string;
}): string {
  const write = isoWithOffsetWriter(answer.timeZone);
  // Each trainer's `trainer` object is written once and shared by their slots.
  const trainerJson = new Map<string, string>();
  const slotJson = answer.slots.map((slot) => {
    let trainer = trainerJson.get(slot.trainerId);
    if (trainer === undefined) {
      trainer = `{"_id":${JSON.stringify(slot.trainerId)},"name":${JSON.stringify(answer.trainerName(slot.trainerId))}}`;
      trainerJson.set(slot.trainerId, trainer);
    }
    return `{"start":"${write(slot.start)}","end":"${write(slot.end)}","trainer":${trainer}}`;
  });
  return `{"timeZone":${JSON.stringify(answer.timeZone)},"sessionMinutes":${JSON.stringify(answer.sessionMinutes)},"slots":[${slotJson.join(',')}]}`;
}

/** Sends JSON text as it is: Fastify would otherwise take a string for text to serialize again. */
export const sendJsonText = (reply: FastifyReply, json: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);
