import Fastify from 'fastify';
import { Slots } from '@studio/contracts/availability';
import { describe, expect, it } from 'vitest';
import { slotsAnswerJson } from '../src/availability/slots-answer.js';
import type { ComputedSlot } from '../src/domain/slots.js';
import { isoWithOffset } from '../src/domain/wall-clock.js';

/** What a route with `Slots` as its response schema sends for the answer as objects. */
async function schemaSerialized(answer: Slots): Promise<string> {
  const app = Fastify();
  app.get('/', { schema: { response: { 200: Slots } } }, () => answer);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.body;
}

const hour = 3_600_000;
const trainers = {
  '0b7f2a52-6a2e-4c71-9d5b-1f0e8c3a9e01': 'Ana "the coach" O\'Neil \\ 🏋️',
  '5c1d7e0a-2b8f-4f3e-a6d4-9e2c7b1a0f02': 'Tab\there, new\nline, bell \u0007, lone \ud800',
  'e3a9c4b2-7d1f-4a6e-8b5c-0f2d9e1a3c03': 'Zoë Ng',
};
const trainerIds = Object.keys(trainers) as (keyof typeof trainers)[];

describe('the slots answer written as JSON text', () => {
  it.each(['Asia/Singapore', 'Europe/London', 'Australia/Lord_Howe', 'America/St_Johns'])(
    'is byte for byte what the response schema writes, across a daylight-saving change, in %s',
    async (timeZone) => {
      // Every 20 minutes through the spring and autumn changes of 2026, trainers in turn.
      const starts = [Date.UTC(2026, 2, 27), Date.UTC(2026, 9, 23)].flatMap((day) =>
        Array.from({ length: 3 * 72 }, (_, step) => day + step * 20 * 60_000),
      );
      const slots: ComputedSlot[] = starts.map((start, index) => ({
        trainerId: trainerIds[index % trainerIds.length]!,
        start: new Date(start),
        end: new Date(start + hour),
      }));
      const trainerName = (id: string) => trainers[id as keyof typeof trainers];
      const json = slotsAnswerJson({ timeZone, sessionMinutes: 60, slots, trainerName });
      const asObjects: Slots = {
        timeZone,
        sessionMinutes: 60,
        slots: slots.map((slot) => ({
          start: isoWithOffset(slot.start, timeZone),
          end: isoWithOffset(slot.end, timeZone),
          trainer: { _id: slot.trainerId, name: trainerName(slot.trainerId) },
        })),
      };
      expect(json).toBe(await schemaSerialized(asObjects));
      expect(JSON.parse(json)).toEqual(asObjects);
    },
  );

  it('writes an empty list as the schema does', async () => {
    const json = slotsAnswerJson({
      timeZone: 'Asia/Singapore',
      sessionMinutes: 45,
      slots: [],
      trainerName: String,
    });
    expect(json).toBe(
      await schemaSerialized({ timeZone: 'Asia/Singapore', sessionMinutes: 45, slots: [] }),
    );
  });
});
