import type { Slots } from '@studio/contracts/availability';
import { emvcoFields } from '@studio/contracts/emvco';
import type { FunnelReport, Lead, LeadPage } from '@studio/contracts/leads';
import { currentConsentVersions, type TrialHold } from '@studio/contracts/trial';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorMessageOf } from '../src/api-client.js';
import { startInProcessPortal, type InProcessPortal } from '../src/in-process-portal.js';
import { createStaff, type Staff } from '../src/staff.js';

// Issue 27 through the BFF, with every service real: a visitor holds a trial time and gets the
// $100 PayNow code; bad input and a second request are refused; an unpaid hold is released when
// the clock passes its 20 minutes; a paid one becomes the trainer's session, is claimed (the
// lead's attendance), and the lead is made a customer; the funnel counts each step.

// 10:00 on Monday 30 November 2026 in Singapore; the trainer takes trials on Wednesday mornings.
const clock = new ManualClock('2026-11-30T02:00:00Z');
const wednesday = '2026-12-02';

let portal: InProcessPortal;
let api: ApiClient;
let staff: Staff;
let slots: string[];
let visitorNumber = 0;

beforeAll(async () => {
  portal = await startInProcessPortal({
    trustForwardedFor: true,
    clock,
    // A loaded machine hashes the first passwords slowly; the BFF waits for them.
    env: { TRIAL_HOLD_SWEEP_INTERVAL_MS: '200', UPSTREAM_TIMEOUT_MS: '60000' },
  });
  api = new ApiClient(portal.bffUrl, portal.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
  const paynow = await api.call('PUT', '/api/settings', {
    token: staff.admin.token,
    body: { paynow: { proxyType: 'UEN', proxyValue: '201912345K', payeeName: 'Harbour Fitness' } },
  });
  expect(paynow.status, JSON.stringify(paynow.body)).toBe(200);
  const hours = await api.call('PUT', `/api/trainers/${staff.trainerA.id}/availability`, {
    token: staff.trainerA.token,
    body: {
      weekly: [{ weekday: 3, start: '09:00', end: '12:00' }],
      overrides: [],
      timeOff: [],
      takesTrials: true,
    },
  });
  expect(hours.status, JSON.stringify(hours.body)).toBe(200);
  slots = await trialSlots();
  expect(slots.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await portal?.stop();
});

/** Retries `check` until it passes (the release sweep and the ledger relay run on their own). */
async function eventually(check: () => Promise<void>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (failure) {
      if (Date.now() > deadline) throw failure;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function trialSlots(): Promise<string[]> {
  const answer = await api.call('GET', `/api/trial/slots?from=${wednesday}&to=${wednesday}`);
  expect(answer.status).toBe(200);
  return (answer.body as Slots).slots.map((slot) => slot.start);
}

function visitor(start: string, changes: Record<string, unknown> = {}) {
  visitorNumber += 1;
  return {
    start,
    trainerId: staff.trainerA.id,
    name: `Visitor <b>${visitorNumber}</b>`,
    email: `visitor${visitorNumber}@example.com`,
    phone: `+65 9${String(visitorNumber).padStart(3, '0')} 1234`,
    goal: 'weight loss',
    heardFrom: 'Instagram',
    parq: [false, false, true, false, false, false, false],
    doctorClearance: true,
    consent: currentConsentVersions,
    utm: { source: 'instagram', medium: 'social', campaign: 'december' },
    referrer: 'https://www.instagram.com/',
    website: '',
    fillMs: 45_000,
    ...changes,
  };
}

const holdFor = (body: object) => api.call('POST', '/api/trial/holds', { body });

async function leadsCount(): Promise<number> {
  const answer = await api.call('GET', '/api/leads?limit=200', { token: staff.admin.token });
  return (answer.body as LeadPage).items.length;
}

describe('a trial hold', () => {
  it('holds the time for 20 minutes and answers the $100 PayNow code with its reference', async () => {
    const answer = await holdFor(visitor(slots[0]!));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const hold = answer.body as TrialHold;
    expect(hold.expiresAt).toBe('2026-11-30T02:20:00.000Z');
    expect(hold.paynow.amount).toBe(100);
    const fields = emvcoFields(hold.paynow.payload);
    expect(fields.get('54')).toBe('100.00');
    expect(emvcoFields(fields.get('62')!).get('01')).toBe(hold.paynow.reference);
    expect(await trialSlots()).not.toContain(slots[0]);

    const again = await holdFor(
      visitor(slots[1]!, { email: `visitor${visitorNumber}@example.com` }),
    );
    expect(again.status).toBe(409);
    expect(errorMessageOf(again)).toMatch(/already have a trial time held/);
    const taken = await holdFor(visitor(slots[0]!));
    expect(taken.status).toBe(409);
    expect(errorMessageOf(taken)).toMatch(/just taken/);
  });

  it('refuses bad input with a 400 naming the field, holding nothing', async () => {
    const before = await leadsCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email: 'not-an-email' }, /^Email must be/],
      [{ phone: '12' }, /^Phone must be a Singapore number/],
      [{ parq: [false, false, false] }, /^parq: answer health question 4 of 7/],
      [{ doctorClearance: false }, /^doctorClearance: /],
      [{ consent: { terms: currentConsentVersions.terms } }, /^consent\.pdpa: /],
      [{ goal: 'bulk up' }, /^goal: /],
      [{ start: '2026-12-02T09:17:00+08:00' }, /^start: /],
      [{ website: 'https://spam.example' }, /too quickly/],
      [{ fillMs: 800 }, /too quickly/],
    ];
    for (const [changes, message] of cases) {
      const answer = await holdFor(visitor(slots[2]!, changes));
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(errorMessageOf(answer)).toMatch(message);
    }
    expect(await leadsCount()).toBe(before);
    expect(await trialSlots()).toContain(slots[2]);
  });

  it('goes to one of two visitors racing for one time; the other gets a clean 409', async () => {
    const [first, second] = await Promise.all([
      holdFor(visitor(slots[2]!)),
      holdFor(visitor(slots[2]!)),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    const refused = first!.status === 409 ? first! : second!;
    expect(errorMessageOf(refused)).toMatch(/just taken/);
  });

  it('is released when 20 minutes pass unpaid, its time offered again and the lead marked lost', async () => {
    clock.advance({ minutes: 21 });
    await eventually(async () => expect(await trialSlots()).toContain(slots[0]));
    await eventually(async () => {
      const lost = await api.call('GET', '/api/leads?stage=lost', { token: staff.admin.token });
      expect((lost.body as LeadPage).items.length).toBe(2);
    });
  });
});

describe('a paid trial', () => {
  it('becomes the trainer’s session, is claimed as attended, and the lead is made a customer', async () => {
    const answer = await holdFor(
      visitor(slots[0]!, { parq: [true, false, false, false, false, false, false] }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const leadId = (answer.body as TrialHold)._id;

    const otherTrainer = await api.call('POST', `/api/leads/${leadId}/confirm-payment`, {
      token: staff.trainerB.token,
    });
    expect(otherTrainer.status).toBe(404);
    const paid = await api.call('POST', `/api/leads/${leadId}/confirm-payment`, {
      token: staff.trainerA.token,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const lead = paid.body as Lead;
    expect(lead).toMatchObject({
      stage: 'paid',
      healthFlag: true,
      name: `Visitor <b>${visitorNumber}</b>`,
    });

    // The session holds the time after the hold's 20 minutes.
    clock.advance({ minutes: 30 });
    expect(await trialSlots()).not.toContain(slots[0]);
    const trainings = await api.call('GET', '/api/training', { token: staff.trainerA.token });
    const session = (trainings.body as { _id: string; dateOfTraining: string }[]).find(
      (training) => training._id === lead.sessionId,
    );
    expect(session?.dateOfTraining).toBe(new Date(slots[0]!).toISOString());

    clock.set('2026-12-02T06:00:00Z');
    const claimed = await api.call('POST', `/api/claimtraining/${lead.sessionId}`, {
      token: staff.trainerA.token,
      body: { status: 'completed' },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    await eventually(async () => {
      const read = await api.call('GET', `/api/leads/${leadId}`, { token: staff.trainerA.token });
      expect((read.body as Lead).stage).toBe('attended');
    });

    const converted = await api.call('POST', `/api/leads/${leadId}/convert`, {
      token: staff.trainerA.token,
      body: { dateOfBirth: '1990-02-03', ic: 'S7654321A', sex: 'Female' },
    });
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    expect(converted.body).toMatchObject({
      lead: { stage: 'converted' },
      customer: { _id: leadId, email: `visitor${visitorNumber}@example.com`, numOfTrainings: 0 },
    });

    const report = await api.call('GET', '/api/reports/funnel?from=2026-11&to=2026-12', {
      token: staff.admin.token,
    });
    expect(report.status).toBe(200);
    const instagram = (report.body as FunnelReport).rows.filter(
      (row) => row.source === 'instagram',
    );
    expect(instagram.reduce((sum, row) => sum + row.holds, 0)).toBe(3);
    expect(instagram.reduce((sum, row) => sum + row.paid, 0)).toBe(1);
    expect(instagram.reduce((sum, row) => sum + row.attended, 0)).toBe(1);
    expect(instagram.reduce((sum, row) => sum + row.converted, 0)).toBe(1);
  });
});
