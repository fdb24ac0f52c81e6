import { randomUUID } from 'node:crypto';
import type { Slots } from '@studio/contracts/availability';
import type { EmailJob } from '@studio/contracts/mail';
import type { InternalTrialHold } from '@studio/contracts/trial';
import { signServiceToken } from '@studio/service-kit/identity-token';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { chosenSettings } from '@studio/service-kit/testing/settings-reader';
import type { Staff } from '@studio/service-kit/testing/staff-identity';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { as, secret, TrainingTestServices } from './training-test-services.js';

// 10:00 on Monday 30 November 2026 in Singapore; the trial trainer works Wednesday 09:00-11:00.
const monday = '2026-11-30T02:00:00Z';
const clock = new ManualClock(monday);
const settings = chosenSettings({ allowBookingOnCredit: true });
const wednesday = '2026-12-02';
const nineOClock = '2026-12-02T01:00:00.000Z';
const tenOClock = '2026-12-02T02:00:00.000Z';

let services: TrainingTestServices;
let trialTrainer: Staff;
let otherTrainer: Staff;

beforeAll(async () => {
  services = await TrainingTestServices.start({ withAuth: true, clock, settings });
  trialTrainer = await services.register('Tara Trials', 'trainer');
  otherTrainer = await services.register('Nora Notrials', 'trainer');
});
afterAll(async () => {
  await services?.close();
});

beforeEach(async () => {
  clock.set(monday);
  settings.change({
    minNoticeHours: 12,
    bufferMinutes: 0,
    sessionMinutes: 60,
    slotStepMinutes: 60,
  });
  await services.sql('DELETE FROM trainings');
  await services.sql('DELETE FROM trial_holds');
  await services.sql('DELETE FROM mail_outbox');
  const weekly = [{ weekday: 3, start: '09:00', end: '11:00' }];
  for (const [trainer, takesTrials] of [
    [trialTrainer, true],
    [otherTrainer, false],
  ] as const) {
    const saved = await services.training.inject({
      method: 'PUT',
      url: `/api/trainers/${trainer.userId}/availability`,
      headers: await as(trainer),
      payload: { weekly, overrides: [], timeOff: [], takesTrials },
    });
    expect(saved.statusCode).toBe(200);
  }
});

async function trialSlots(): Promise<string[]> {
  const answer = await services.training.inject({
    method: 'GET',
    url: `/api/trial/slots?from=${wednesday}&to=${wednesday}`,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<Slots>().slots.map((slot) => `${slot.trainer.name} ${slot.start}`);
}

const expiresIn20 = () => new Date(clock.now().getTime() + 20 * 60_000).toISOString();

async function hold(start: string, trainerId = trialTrainer.userId, leadId = randomUUID()) {
  return services.training.inject({
    method: 'POST',
    url: '/internal/trial-holds',
    headers: { 'x-studio-identity': await signServiceToken('customer', secret) },
    payload: { leadId, trainerId, start, expiresAt: expiresIn20() },
  });
}

const confirmation = {
  visitor: { name: 'Vera Visitor', email: 'vera@example.com' },
  reference: 'VERAVISITOR-7KQ2XPMA',
};

async function internal(path: string) {
  return services.training.inject({
    method: 'POST',
    url: path,
    headers: { 'x-studio-identity': await signServiceToken('customer', secret) },
    ...(path.endsWith('/confirm') ? { payload: confirmation } : {}),
  });
}

describe('trial slots', () => {
  it('lists only the open times of trainers who take trials, to anyone', async () => {
    expect(await trialSlots()).toEqual([
      'Tara Trials 2026-12-02T09:00:00+08:00',
      'Tara Trials 2026-12-02T10:00:00+08:00',
    ]);
  });
});

describe('a trial hold', () => {
  it('takes its time out of the list until it expires, then the time is offered again', async () => {
    const held = await hold(nineOClock);
    expect(held.statusCode).toBe(201);
    expect(await trialSlots()).toEqual(['Tara Trials 2026-12-02T10:00:00+08:00']);

    clock.advance({ minutes: 19 });
    expect(await trialSlots()).toEqual(['Tara Trials 2026-12-02T10:00:00+08:00']);
    clock.advance({ minutes: 1 });
    expect(await trialSlots()).toEqual([
      'Tara Trials 2026-12-02T09:00:00+08:00',
      'Tara Trials 2026-12-02T10:00:00+08:00',
    ]);
    // Paying too late changes nothing: the time is gone from the hold.
    const late = await internal(
      `/internal/trial-holds/${held.json<InternalTrialHold>().leadId}/confirm`,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/expired/);
  });

  it('blocks a customer booking the same time', async () => {
    expect((await hold(tenOClock)).statusCode).toBe(201);
    const again = await hold(tenOClock);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/just taken/);
  });

  it('goes to exactly one of two visitors racing for one time', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => hold(nineOClock)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const rows = await services.sql<{ n: string }>('SELECT count(*) AS n FROM trial_holds');
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('refuses a time that is no trial slot, and a trainer who takes no trials', async () => {
    const offGrid = await hold('2026-12-02T01:30:00.000Z');
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().error).toMatch(/^start: /);
    const notTrials = await hold(nineOClock, otherTrainer.userId);
    expect(notTrials.statusCode).toBe(400);
    expect(notTrials.json().error).toMatch(/^trainerId: /);
  });

  it('becomes a scheduled session with the lead as its customer once paid, once', async () => {
    const leadId = randomUUID();
    expect((await hold(nineOClock, trialTrainer.userId, leadId)).statusCode).toBe(201);
    clock.advance({ minutes: 10 });
    const confirmed = await internal(`/internal/trial-holds/${leadId}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const trainingId = confirmed.json<InternalTrialHold>().trainingId;
    expect(trainingId).toEqual(expect.any(String));
    const again = await internal(`/internal/trial-holds/${leadId}/confirm`);
    expect(again.json<InternalTrialHold>().trainingId).toBe(trainingId);
    const sessions = await services.sql<{ customer_id: string; status: string }>(
      'SELECT customer_id, status FROM trainings',
    );
    expect(sessions).toEqual([{ customer_id: leadId, status: 'scheduled' }]);
    // One confirmation, with the session's calendar file, however often it is confirmed.
    const mails = await services.sql<{ message: EmailJob }>(
      "SELECT message FROM mail_outbox WHERE kind = 'trial'",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message).toMatchObject({
      to: 'vera@example.com',
      template: {
        kind: 'trial',
        change: 'confirmed',
        visitorName: 'Vera Visitor',
        trainerName: 'Tara Trials',
        startsAt: nineOClock,
        amount: 100,
        reference: 'VERAVISITOR-7KQ2XPMA',
      },
    });
    expect(mails[0]!.message.attachments?.[0]?.content).toContain(
      `UID:training-${trainingId}@studio-portal`,
    );
    // The session keeps the time after the hold's 20 minutes.
    clock.advance({ minutes: 30 });
    expect(await trialSlots()).toEqual(['Tara Trials 2026-12-02T10:00:00+08:00']);
    // A confirmed hold is never released.
    const release = await internal(`/internal/trial-holds/${leadId}/release`);
    expect(release.json<InternalTrialHold>().trainingId).toBe(trainingId);
  });

  it('is for the customer service only', async () => {
    const answer = await services.training.inject({
      method: 'POST',
      url: '/internal/trial-holds',
      headers: await as(trialTrainer),
      payload: {
        leadId: randomUUID(),
        trainerId: trialTrainer.userId,
        start: nineOClock,
        expiresAt: expiresIn20(),
      },
    });
    expect(answer.statusCode).toBe(403);
  });
});
