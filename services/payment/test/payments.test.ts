import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import {
  identityHeaders,
  startPaymentHarness,
  type PaymentHarness,
} from './payment-test-harness.js';

let harness: PaymentHarness;
const trainer = newTrainer('Tara Trainer');
const otherTrainer = newTrainer('Otto Trainer');
const admin = newAdmin('Ada Admin');

beforeAll(async () => {
  harness = await startPaymentHarness();
});

afterAll(async () => {
  await harness?.close();
});

async function pay(as: Staff, body: Record<string, unknown>, key: string | null = randomUUID()) {
  const headers = { ...(await identityHeaders(as)), ...(key ? { 'idempotency-key': key } : {}) };
  return harness.payments.inject({ method: 'POST', url: '/api/payments', headers, payload: body });
}

async function paymentCount(customerId: string): Promise<number> {
  const [row] = await harness.query<{ count: string }>(
    'SELECT count(*) AS count FROM payments WHERE customer_id = $1',
    [customerId],
  );
  return Number(row?.count);
}

describe('recording a payment', () => {
  it("credits the trainer's customer at once and shows it in the payment history", async () => {
    const customerId = await harness.customers.addCustomer(trainer, 'Paying Customer');
    const response = await pay(trainer, {
      amountPaid: 600,
      numOfTrainingsPaidFor: 10,
      customerID: customerId,
      trainerID: trainer.userId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      amountPaid: 600,
      numOfTrainingsPaidFor: 10,
      customerID: customerId,
      trainerID: trainer.userId,
      status: 'credited',
    });
    expect(await harness.customers.customer(trainer, customerId)).toMatchObject({
      numOfTrainings: 10,
      paymentHistory: [{ amountPaid: 600, numOfTrainingsPaidFor: 10 }],
    });
  });

  it('takes 50 concurrent submissions with one Idempotency-Key as one payment and one +10', async () => {
    const customerId = await harness.customers.addCustomer(trainer, 'Double Clicker');
    const key = randomUUID();
    const body = { amountPaid: 600, numOfTrainingsPaidFor: 10, customerID: customerId };
    const responses = await Promise.all(Array.from({ length: 50 }, () => pay(trainer, body, key)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(responses.map((response) => response.json()._id)).size).toBe(1);
    expect(await paymentCount(customerId)).toBe(1);
    expect((await harness.customers.customer(trainer, customerId))?.numOfTrainings).toBe(10);
  });

  it('answers a repeat with the first result, and a reused key with another body with 422', async () => {
    const customerId = await harness.customers.addCustomer(trainer, 'Repeat Customer');
    const key = randomUUID();
    const first = await pay(
      trainer,
      { amountPaid: 300, numOfTrainingsPaidFor: 5, customerID: customerId },
      key,
    );
    const repeat = await pay(
      trainer,
      { amountPaid: 300, numOfTrainingsPaidFor: 5, customerID: customerId },
      key,
    );
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()._id).toBe(first.json()._id);
    const changed = await pay(
      trainer,
      { amountPaid: 900, numOfTrainingsPaidFor: 15, customerID: customerId },
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error).toContain('Idempotency-Key was already used');
    expect((await harness.customers.customer(trainer, customerId))?.numOfTrainings).toBe(5);
  });

  it("refuses a payment for another trainer's customer and records nothing", async () => {
    const customerId = await harness.customers.addCustomer(otherTrainer, 'Not Yours');
    const response = await pay(trainer, {
      amountPaid: 600,
      numOfTrainingsPaidFor: 10,
      customerID: customerId,
      trainerID: trainer.userId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Customer not found.' });
    expect(await paymentCount(customerId)).toBe(0);
    expect((await harness.customers.customer(otherTrainer, customerId))?.numOfTrainings).toBe(0);
  });

  it("records an admin's payment as the customer's trainer's, whatever trainerID was sent", async () => {
    const customerId = await harness.customers.addCustomer(otherTrainer, 'Admin Paid');
    const response = await pay(admin, {
      amountPaid: 120,
      numOfTrainingsPaidFor: 2,
      customerID: customerId,
      trainerID: trainer.userId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().trainerID).toBe(otherTrainer.userId);
  });

  it.each([
    [{ amountPaid: 0, numOfTrainingsPaidFor: 10 }, 'amountPaid'],
    [{ amountPaid: -600, numOfTrainingsPaidFor: 10 }, 'amountPaid'],
    [{ amountPaid: 600.5, numOfTrainingsPaidFor: 10 }, 'amountPaid'],
    [{ amountPaid: 600, numOfTrainingsPaidFor: 0 }, 'numOfTrainingsPaidFor'],
    [{ amountPaid: 600, numOfTrainingsPaidFor: 100000 }, 'numOfTrainingsPaidFor'],
    [{ amountPaid: 10_000_000, numOfTrainingsPaidFor: 10 }, 'amountPaid'],
    [{ amountPaid: '600', numOfTrainingsPaidFor: 10 }, 'amountPaid'],
  ])('refuses %j with a 400', async (amounts, field) => {
    const response = await pay(trainer, { ...amounts, customerID: randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
  });

  it('needs an Idempotency-Key', async () => {
    const response = await pay(
      trainer,
      { amountPaid: 600, numOfTrainingsPaidFor: 10, customerID: randomUUID() },
      null,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('idempotency-key');
  });

  it('answers 404 for a customer that does not exist', async () => {
    const response = await pay(admin, {
      amountPaid: 600,
      numOfTrainingsPaidFor: 10,
      customerID: randomUUID(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the payments list', () => {
  it('shows a trainer only their own payments, with current customer names', async () => {
    const customerId = await harness.customers.addCustomer(trainer, 'Listed Customer');
    await pay(trainer, { amountPaid: 60, numOfTrainingsPaidFor: 1, customerID: customerId });
    const response = await harness.payments.inject({
      method: 'GET',
      url: '/api/payments',
      headers: await identityHeaders(trainer),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      customer: { name: string };
      trainer: { _id: string; name: string };
    }[];
    expect(list.map((entry) => entry.customer.name)).toContain('Listed Customer');
    expect(
      list.every(
        (entry) => entry.trainer._id === trainer.userId && entry.trainer.name === 'Tara Trainer',
      ),
    ).toBe(true);

    const othersView = await harness.payments.inject({
      method: 'GET',
      url: '/api/payments',
      headers: await identityHeaders(otherTrainer),
    });
    expect(
      (othersView.json() as { customer: { name: string } }[]).map((entry) => entry.customer.name),
    ).not.toContain('Listed Customer');
  });

  it('keeps the two most recent months with payments, grouped in Singapore time', async () => {
    const loner = newTrainer('Month Trainer');
    const customerId = await harness.customers.addCustomer(loner, 'Monthly Customer');
    // July and August have none: the second month shown is June.
    const dates = ['2026-04-15T04:00:00Z', '2026-08-31T17:30:00Z', '2026-06-10T04:00:00Z'];
    for (const date of dates) {
      const response = await pay(loner, {
        amountPaid: 60,
        numOfTrainingsPaidFor: 1,
        customerID: customerId,
      });
      await harness.query('UPDATE payments SET paid_at = $2 WHERE id = $1 RETURNING id', [
        response.json()._id,
        date,
      ]);
    }
    const response = await harness.payments.inject({
      method: 'GET',
      url: '/api/payments',
      headers: await identityHeaders(loner),
    });
    // 31 August 17:30 UTC is already 1 September in Singapore.
    expect(
      (response.json() as { month: string; dateOfPayment: string }[]).map((entry) => [
        entry.month,
        entry.dateOfPayment,
      ]),
    ).toEqual([
      ['2026-09', '2026-08-31T17:30:00.000Z'],
      ['2026-06', '2026-06-10T04:00:00.000Z'],
    ]);
  });

  it("names every customer of a chain-sized admin list (the lookup's ids travel in a body)", async () => {
    // 2,000 customer ids would make a query string of about 74 KB: far over Node's header limit.
    const chainTrainer = newTrainer('Chain Trainer');
    const seeded = 2000;
    await harness.query(
      `INSERT INTO customer.customers
         (id, name, email, phone, date_of_birth, ic_encrypted, ic_masked, sex, trainer_id)
       SELECT gen_random_uuid(), 'Chain Customer ' || n, 'chain' || n || '@example.com', '91234567',
              '1990-01-01', 'not-read-here', 'S****567D', 'F', $1::uuid
         FROM generate_series(1, $2::int) AS n
       RETURNING id`,
      [chainTrainer.userId, seeded],
    );
    await harness.query(
      `INSERT INTO payments (id, customer_id, trainer_id, trainer_verified, amount_paid,
              num_of_trainings_paid_for, status, recorded_by, idempotency_key, request_hash)
       SELECT gen_random_uuid(), id, trainer_id, true, 60, 1, 'credited', $1::uuid,
              'chain-' || id, 'seeded'
         FROM customer.customers WHERE trainer_id = $1::uuid
       RETURNING id`,
      [chainTrainer.userId],
    );
    const response = await harness.payments.inject({
      method: 'GET',
      url: '/api/payments',
      headers: await identityHeaders(admin),
    });
    expect(response.statusCode).toBe(200);
    const names = (
      response.json() as { customer: { name: string; email: string }; trainer: { _id: string } }[]
    )
      .filter((entry) => entry.trainer._id === chainTrainer.userId)
      .map((entry) => entry.customer);
    expect(names).toHaveLength(seeded);
    expect(names.filter((customer) => !customer.name.startsWith('Chain Customer '))).toEqual([]);
    expect(names.filter((customer) => !customer.email.endsWith('@example.com'))).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const response = await harness.payments.inject({ method: 'GET', url: '/api/payments' });
    expect(response.statusCode).toBe(401);
  });
});
