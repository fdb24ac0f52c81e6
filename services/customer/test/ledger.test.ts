import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceApp } from '@studio/service-kit/app';
import type { TestDatabase } from '@studio/service-kit/testing/database';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
import {
  createCustomerDatabase,
  customerConfig,
  identityHeaders,
  serviceHeaders,
  startCustomerApp,
  validCustomer,
} from './customer-test-app.js';

let database: TestDatabase;
let app: ServiceApp;
const trainer = newTrainer('Tara Trainer');
const otherTrainer = newTrainer('Otto Trainer');
const admin = newAdmin('Ada Admin');
let customerId: string;

beforeAll(async () => {
  database = await createCustomerDatabase();
  app = await startCustomerApp(customerConfig(database.url));
  const created = await app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: await identityHeaders(trainer),
    payload: validCustomer,
  });
  customerId = created.json()._id;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function postLedger(body: Record<string, unknown>, id = customerId) {
  return app.inject({
    method: 'POST',
    url: `/internal/customers/${id}/ledger`,
    headers: await serviceHeaders(),
    payload: body,
  });
}

async function customerAs(staff: typeof trainer) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/customers',
    headers: await identityHeaders(staff),
  });
  return (
    response.json() as { _id: string; numOfTrainings: number; paymentHistory: unknown[] }[]
  ).find((entry) => entry._id === customerId);
}

describe('the ledger', () => {
  it('is for services only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/internal/customers/${customerId}/ledger`,
      headers: await identityHeaders(admin),
      payload: { sourceType: 'adjustment', sourceId: 'x', delta: 5, reason: 'sneaky' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('credits a payment once, however often it is repeated, and shows it in the payment history', async () => {
    const paymentId = randomUUID();
    const entry = {
      sourceType: 'payment',
      sourceId: paymentId,
      delta: 10,
      payment: { amountPaid: 600, paidAt: '2026-11-20T02:00:00.000Z' },
    };
    const first = await postLedger(entry);
    expect(first.json()).toEqual({ numOfTrainings: 10, applied: true });
    const again = await postLedger(entry);
    expect(again.json()).toEqual({ numOfTrainings: 10, applied: false });
    expect(await customerAs(trainer)).toMatchObject({
      numOfTrainings: 10,
      paymentHistory: [
        { dateOfPayment: '2026-11-20T02:00:00.000Z', amountPaid: 600, numOfTrainingsPaidFor: 10 },
      ],
    });
  });

  it('applies 20 concurrent copies of one claim exactly once', async () => {
    const claim = { sourceType: 'training-claim', sourceId: randomUUID(), delta: -1 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => postLedger(claim)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().applied)).toHaveLength(1);
    expect((await customerAs(trainer))?.numOfTrainings).toBe(9);
  });

  it("refuses work for another trainer's customer (409) and changes nothing", async () => {
    const response = await postLedger({
      sourceType: 'training-claim',
      sourceId: randomUUID(),
      delta: -1,
      trainerId: otherTrainer.userId,
    });
    expect(response.statusCode).toBe(409);
    expect((await customerAs(trainer))?.numOfTrainings).toBe(9);
  });

  it.each([
    [{ sourceType: 'payment', sourceId: 'p-no-details', delta: 5 }, 'payment details'],
    [
      {
        sourceType: 'payment',
        sourceId: 'p-negative',
        delta: -5,
        payment: { amountPaid: 1, paidAt: '2026-11-20T02:00:00.000Z' },
      },
      'positive',
    ],
    [{ sourceType: 'training-claim', sourceId: 'c-positive', delta: 1 }, 'negative'],
    [{ sourceType: 'adjustment', sourceId: 'a-no-reason', delta: 1 }, 'reason'],
    [{ sourceType: 'adjustment', sourceId: 'a-zero', delta: 0, reason: 'nothing' }, 'cannot be 0'],
    [{ sourceType: 'refund', sourceId: 'r', delta: 1 }, 'sourceType'],
  ])('refuses %j with a 400', async (body, message) => {
    const response = await postLedger(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await postLedger(
      { sourceType: 'training-claim', sourceId: randomUUID(), delta: -1 },
      randomUUID(),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe("an admin's balance adjustment", () => {
  it('changes the balance with a reason, once per Idempotency-Key', async () => {
    const headers = { ...(await identityHeaders(admin)), 'idempotency-key': randomUUID() };
    const adjust = () =>
      app.inject({
        method: 'POST',
        url: `/api/customers/${customerId}/adjustments`,
        headers,
        payload: { delta: 2, reason: 'Free session for a referral' },
      });
    expect((await adjust()).json().numOfTrainings).toBe(11);
    expect((await adjust()).json().numOfTrainings).toBe(11);
  });

  it('is refused to trainers and without a reason', async () => {
    const asTrainer = await app.inject({
      method: 'POST',
      url: `/api/customers/${customerId}/adjustments`,
      headers: await identityHeaders(trainer),
      payload: { delta: 5, reason: 'I want more' },
    });
    expect(asTrainer.statusCode).toBe(403);
    const noReason = await app.inject({
      method: 'POST',
      url: `/api/customers/${customerId}/adjustments`,
      headers: await identityHeaders(admin),
      payload: { delta: 5 },
    });
    expect(noReason.statusCode).toBe(400);
    expect((await customerAs(trainer))?.numOfTrainings).toBe(11);
  });
});

describe('internal lookups', () => {
  const lookUp = async (body: unknown, headers?: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/internal/customers/lookup',
      headers: headers ?? (await serviceHeaders('training')),
      payload: body as Record<string, unknown>,
    });

  it("finds customers by id and by trainer, and counts a trainer's customers", async () => {
    const headers = await serviceHeaders('training');
    const byId = await lookUp({ ids: [customerId, randomUUID()] });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({
      customers: [
        {
          _id: customerId,
          name: 'Tan Mei Ling',
          email: 'meiling@example.com',
          trainerID: trainer.userId,
          emailsOff: false,
        },
      ],
    });
    const byTrainer = await app.inject({
      method: 'GET',
      url: `/internal/customers?trainerId=${otherTrainer.userId}`,
      headers,
    });
    expect(byTrainer.json()).toEqual({ customers: [] });
    const ownTrainer = await app.inject({
      method: 'GET',
      url: `/internal/customers?trainerId=${trainer.userId}`,
      headers,
    });
    expect(ownTrainer.json().customers.map((c: { _id: string }) => c._id)).toEqual([customerId]);
    const count = await app.inject({
      method: 'GET',
      url: `/internal/trainers/${trainer.userId}/customer-count`,
      headers,
    });
    expect(count.json()).toEqual({ count: 1 });
  });

  it("looks up a whole chain's customers at once (ids in the body, not the URL)", async () => {
    const ids: string[] = Array.from({ length: 20_000 }, () => randomUUID());
    ids.splice(12_345, 0, customerId);
    const answer = await lookUp({ ids });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().customers.map((c: { _id: string }) => c._id)).toEqual([customerId]);
    expect((await lookUp({ ids: [] })).json()).toEqual({ customers: [] });
  });

  it('refuses people, malformed ids, too many ids and the old ids query', async () => {
    const asPerson = await lookUp({ ids: [customerId] }, await identityHeaders(admin));
    expect(asPerson.statusCode).toBe(403);
    const signedOut = await lookUp({ ids: [customerId] }, {});
    expect(signedOut.statusCode).toBe(403);
    const malformed = await lookUp({ ids: ['1;DROP'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: expect.any(String) });
    expect((await lookUp({ ids: customerId })).statusCode).toBe(400);
    expect((await lookUp({ ids: [customerId], trainerId: trainer.userId })).statusCode).toBe(400);
    const tooMany = await lookUp({ ids: Array.from({ length: 50_001 }, () => customerId) });
    expect(tooMany.statusCode).toBe(400);
    const byIdsQuery = await app.inject({
      method: 'GET',
      url: `/internal/customers?ids=${customerId}`,
      headers: await serviceHeaders(),
    });
    expect(byIdsQuery.statusCode).toBe(400);
    const noTrainer = await app.inject({
      method: 'GET',
      url: '/internal/customers',
      headers: await serviceHeaders(),
    });
    expect(noTrainer.statusCode).toBe(400);
  });
});
