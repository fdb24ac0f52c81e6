import { randomUUID } from 'node:crypto';
import { customerIdentityHeaders } from '@studio/service-kit/testing/customer-identity';
import { newTrainer } from '@studio/service-kit/testing/staff-identity';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  identityHeaders,
  internalTokenSecret,
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

async function pay(customerId: string, amountPaid: number, numOfTrainingsPaidFor: number) {
  const response = await harness.payments.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...(await identityHeaders(trainer)), 'idempotency-key': randomUUID() },
    payload: { amountPaid, numOfTrainingsPaidFor, customerID: customerId },
  });
  expect(response.statusCode).toBe(201);
  return response.json()._id as string;
}

const myPayments = async (customerId: string) =>
  harness.payments.inject({
    method: 'GET',
    url: '/api/me/payments',
    headers: await customerIdentityHeaders(
      { userId: randomUUID(), customerId, name: 'Casey' },
      internalTokenSecret,
    ),
  });

it('answers a signed-in customer with their own payments only, newest first', async () => {
  const customerId = await harness.customers.addCustomer(trainer, 'Casey');
  const someoneElse = await harness.customers.addCustomer(trainer, 'Someone Else');
  const first = await pay(customerId, 300, 5);
  const second = await pay(customerId, 560, 10);
  await pay(someoneElse, 100, 1);

  const response = await myPayments(customerId);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([
    {
      _id: second,
      dateOfPayment: expect.any(String),
      amountPaid: 560,
      numOfTrainingsPaidFor: 10,
      status: 'credited',
      reference: null,
    },
    {
      _id: first,
      dateOfPayment: expect.any(String),
      amountPaid: 300,
      numOfTrainingsPaidFor: 5,
      status: 'credited',
      reference: null,
    },
  ]);
  expect((await myPayments(randomUUID())).json()).toEqual([]);
});

it('refuses staff and signed-out callers', async () => {
  const staff = await harness.payments.inject({
    method: 'GET',
    url: '/api/me/payments',
    headers: await identityHeaders(trainer),
  });
  expect(staff.statusCode).toBe(403);
  const signedOut = await harness.payments.inject({ method: 'GET', url: '/api/me/payments' });
  expect(signedOut.statusCode).toBe(401);
});

it('refuses a customer on the staff payment routes', async () => {
  const customerId = await harness.customers.addCustomer(trainer, 'Nosy Nick');
  const headers = await customerIdentityHeaders(
    { userId: randomUUID(), customerId, name: 'Nosy Nick' },
    internalTokenSecret,
  );
  const list = await harness.payments.inject({ method: 'GET', url: '/api/payments', headers });
  expect(list.statusCode).toBe(403);
  const record = await harness.payments.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { amountPaid: 1, numOfTrainingsPaidFor: 500, customerID: customerId },
  });
  expect(record.statusCode).toBe(403);
});
