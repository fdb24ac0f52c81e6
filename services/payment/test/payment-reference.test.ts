import { randomUUID } from 'node:crypto';
import { newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLedgerEntry } from '../src/ledger/payment-ledger-entry.js';
import type { PaymentRow } from '../src/store/payment-row.js';
import { referenceTakenMessage } from '../src/store/record-payment.js';
import {
  identityHeaders,
  startPaymentHarness,
  type PaymentHarness,
} from './payment-test-harness.js';

let harness: PaymentHarness;
const trainer = newTrainer('Tara Trainer');

beforeAll(async () => {
  harness = await startPaymentHarness();
});

afterAll(async () => {
  await harness?.close();
});

async function pay(as: Staff, body: Record<string, unknown>, key = randomUUID()) {
  return harness.payments.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...(await identityHeaders(as)), 'idempotency-key': key },
    payload: body,
  });
}

const storedPayment = async (id: string) =>
  (await harness.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [id]))[0];

describe('a payment made with a PayNow reference', () => {
  it('stores the reference and the chosen validity, shows the reference, and is credited', async () => {
    const customerID = await harness.customers.addCustomer(trainer, 'Tan Mei Ling');
    const response = await pay(trainer, {
      amountPaid: 650,
      numOfTrainingsPaidFor: 10,
      customerID,
      reference: 'TANMEILING-7KQ2XPMA',
      validityDays: 90,
    });
    expect(response.statusCode).toBe(201);
    // Credited at once: the customer service took the ledger command with both fields.
    expect(response.json()).toMatchObject({ reference: 'TANMEILING-7KQ2XPMA', status: 'credited' });
    expect(await storedPayment(response.json()._id)).toMatchObject({
      reference: 'TANMEILING-7KQ2XPMA',
      validity_days: 90,
    });
    expect((await harness.customers.customer(trainer, customerID))?.numOfTrainings).toBe(10);

    const list = await harness.payments.inject({
      method: 'GET',
      url: '/api/payments',
      headers: await identityHeaders(trainer),
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ _id: response.json()._id, reference: 'TANMEILING-7KQ2XPMA' }),
    ]);
    const page = await harness.payments.inject({
      method: 'GET',
      url: '/api/payments?limit=10',
      headers: await identityHeaders(trainer),
    });
    expect(page.json().items[0]).toMatchObject({ reference: 'TANMEILING-7KQ2XPMA' });
  });

  it('records a payment without them as before (no reference, the studio validity)', async () => {
    const customerID = await harness.customers.addCustomer(trainer, 'Plain Payer');
    const response = await pay(trainer, { amountPaid: 60, numOfTrainingsPaidFor: 1, customerID });
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty('reference');
    expect(await storedPayment(response.json()._id)).toMatchObject({
      reference: null,
      validity_days: null,
    });
  });

  it('passes the reference and the validity in the ledger command, and leaves absent ones out', () => {
    const row: PaymentRow = {
      id: randomUUID(),
      customer_id: randomUUID(),
      trainer_id: trainer.userId,
      trainer_verified: true,
      amount_paid: 650,
      num_of_trainings_paid_for: 10,
      reference: 'TANMEILING-7KQ2XPMA',
      validity_days: 90,
      paid_at: new Date('2026-11-25T03:00:00Z'),
      status: 'pending',
      recorded_by: trainer.userId,
      request_hash: 'hash',
    };
    expect(paymentLedgerEntry(row)).toEqual({
      sourceType: 'payment',
      sourceId: row.id,
      delta: 10,
      payment: {
        amountPaid: 650,
        paidAt: '2026-11-25T03:00:00.000Z',
        reference: 'TANMEILING-7KQ2XPMA',
        validityDays: 90,
      },
      actorId: trainer.userId,
    });
    expect(paymentLedgerEntry({ ...row, reference: null, validity_days: null }).payment).toEqual({
      amountPaid: 650,
      paidAt: '2026-11-25T03:00:00.000Z',
    });
  });

  it('keeps one Idempotency-Key to one body: a changed reference or validity is 422', async () => {
    const customerID = await harness.customers.addCustomer(trainer, 'Key Keeper');
    const key = randomUUID();
    const body = {
      amountPaid: 300,
      numOfTrainingsPaidFor: 5,
      customerID,
      reference: 'KEY-AAAA2222',
    };
    const first = await pay(trainer, body, key);
    const repeat = await pay(trainer, body, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()._id).toBe(first.json()._id);
    for (const changed of [
      { ...body, reference: 'KEY-BBBB3333' },
      { ...body, validityDays: 30 },
      { amountPaid: 300, numOfTrainingsPaidFor: 5, customerID },
    ]) {
      const response = await pay(trainer, changed, key);
      expect(response.statusCode).toBe(422);
    }
    expect((await harness.customers.customer(trainer, customerID))?.numOfTrainings).toBe(5);
  });

  it('records one payment per reference: the same code sent again as a new submission is 409', async () => {
    const customerID = await harness.customers.addCustomer(trainer, 'Twice Sent');
    const body = {
      amountPaid: 120,
      numOfTrainingsPaidFor: 2,
      customerID,
      reference: 'TWICE-CCCC4444',
    };
    expect((await pay(trainer, body)).statusCode).toBe(201);
    const again = await pay(trainer, { ...body, numOfTrainingsPaidFor: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: referenceTakenMessage });
    expect((await harness.customers.customer(trainer, customerID))?.numOfTrainings).toBe(2);

    // Concurrent repeats of one submission still answer the one payment.
    const key = randomUUID();
    const concurrent = { ...body, reference: 'TWICE-DDDD5555' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(trainer, concurrent, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json()._id)).size).toBe(1);
    expect((await harness.customers.customer(trainer, customerID))?.numOfTrainings).toBe(4);
  });

  it('refuses a reference outside A-Z0-9- or 25 characters, and a validity outside 1 to 3650 days', async () => {
    const customerID = await harness.customers.addCustomer(trainer, 'Bad Input');
    const base = { amountPaid: 60, numOfTrainingsPaidFor: 1, customerID };
    for (const [extra, field] of [
      [{ reference: 'tan-lowercase' }, 'reference'],
      [{ reference: 'A'.repeat(26) }, 'reference'],
      [{ reference: '' }, 'reference'],
      [{ validityDays: 0 }, 'validityDays'],
      [{ validityDays: 3651 }, 'validityDays'],
      [{ validityDays: 1.5 }, 'validityDays'],
    ] as const) {
      const response = await pay(trainer, { ...base, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(field);
    }
    const [row] = await harness.query<{ count: string }>(
      'SELECT count(*) AS count FROM payments WHERE customer_id = $1',
      [customerID],
    );
    expect(Number(row?.count)).toBe(0);
  });
});
