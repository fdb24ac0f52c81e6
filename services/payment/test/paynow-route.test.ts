import { randomUUID } from 'node:crypto';
import { crc16Ccitt, emvcoFields } from '@studio/contracts/emvco';
import { payNowMessages } from '@studio/contracts/paynow';
import { chosenSettings } from '@studio/service-kit/testing/settings-reader';
import { signCustomerIdentity } from '@studio/service-kit/identity-token';
import { newAdmin, newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  identityHeaders,
  internalTokenSecret,
  startPaymentHarness,
  type PaymentHarness,
} from './payment-test-harness.js';

let harness: PaymentHarness;
const settings = chosenSettings({
  paynow: { proxyType: 'UEN', proxyValue: '201912345K', payeeName: 'Apex Body Studio' },
});
const trainer = newTrainer('Tara Trainer');
const otherTrainer = newTrainer('Otto Trainer');
const admin = newAdmin('Ada Admin');

beforeAll(async () => {
  harness = await startPaymentHarness({ settings });
});

afterAll(async () => {
  await harness?.close();
});

async function payNowCode(as: Staff | null, query: Record<string, string>) {
  return harness.payments.inject({
    method: 'GET',
    url: '/api/paynow',
    query,
    headers: as ? await identityHeaders(as) : {},
  });
}

describe('GET /api/paynow', () => {
  it("gives a trainer the code for their customer's payment: the studio's account, the amount fixed, a reference naming the customer", async () => {
    const customerID = await harness.customers.addCustomer(trainer, 'Tan Mei Ling');
    const response = await payNowCode(trainer, { customerID, amount: '650' });
    expect(response.statusCode).toBe(200);
    const { payload, reference } = response.json();
    expect(reference).toMatch(/^TANMEILING-[A-Z2-9]{8}$/);
    const fields = emvcoFields(payload);
    expect(Object.fromEntries(emvcoFields(fields.get('26')!))).toEqual({
      '00': 'SG.PAYNOW',
      '01': '2',
      '02': '201912345K',
      '03': '0',
    });
    expect(fields.get('54')).toBe('650.00');
    expect(fields.get('59')).toBe('Apex Body Studio');
    expect(emvcoFields(fields.get('62')!).get('01')).toBe(reference);
    expect(fields.get('63')).toBe(crc16Ccitt(payload.slice(0, -4)));

    // Each code is for one payment: asking again gives another reference.
    const again = await payNowCode(trainer, { customerID, amount: '650' });
    expect(again.json().reference).not.toBe(reference);
  });

  it("gives an admin the code for any trainer's customer", async () => {
    const customerID = await harness.customers.addCustomer(otherTrainer, 'Otto Customer');
    const response = await payNowCode(admin, { customerID, amount: '100000' });
    expect(response.statusCode).toBe(200);
    expect(emvcoFields(response.json().payload).get('54')).toBe('100000.00');
  });

  it("answers 404 for another trainer's customer and for a customer that does not exist", async () => {
    const notYours = await harness.customers.addCustomer(otherTrainer, 'Not Yours');
    for (const customerID of [notYours, randomUUID()]) {
      const response = await payNowCode(trainer, { customerID, amount: '100' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Customer not found.' });
    }
  });

  it('refuses an amount outside 1 to 100000 whole dollars with a clear sentence', async () => {
    const customerID = await harness.customers.addCustomer(trainer, 'Amount Checker');
    for (const amount of ['0', '100001', '12.50', '-5', '1e3', 'ten', '', ' ']) {
      const response = await payNowCode(trainer, { customerID, amount });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json()).toEqual({ error: payNowMessages.amount });
    }
    expect(payNowMessages.amount).toBe(
      'amount must be a whole number of dollars from 1 to 100000.',
    );
  });

  it('refuses a malformed customer id, a missing amount and unknown parameters', async () => {
    const badId = await payNowCode(admin, { customerID: 'nope', amount: '10' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toContain('customerID must be a valid uuid');
    const missing = await payNowCode(admin, { customerID: randomUUID() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('Missing required field: amount');
    const extra = await payNowCode(admin, { customerID: randomUUID(), amount: '10', payee: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it('says the account is not set up yet (409) when the studio has none', async () => {
    const customerID = await harness.customers.addCustomer(trainer, 'Early Customer');
    settings.change({ paynow: null });
    try {
      const response = await payNowCode(trainer, { customerID, amount: '50' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: "The studio's PayNow account is not set up yet: an admin can add it in Settings.",
      });
    } finally {
      settings.change({
        paynow: { proxyType: 'UEN', proxyValue: '201912345K', payeeName: 'Apex Body Studio' },
      });
    }
  });

  it('asks to try again shortly (503) while customers cannot be checked', async () => {
    const customerID = await harness.customers.addCustomer(trainer, 'Outage Customer');
    await harness.customers.stop();
    try {
      const response = await payNowCode(trainer, { customerID, amount: '50' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Customers cannot be checked right now; please try again shortly.',
      });
    } finally {
      await harness.customers.start();
    }
    expect((await payNowCode(trainer, { customerID, amount: '50' })).statusCode).toBe(200);
  });

  it('answers only signed-in staff', async () => {
    const customerID = await harness.customers.addCustomer(trainer, 'Private Customer');
    const stranger = await payNowCode(null, { customerID, amount: '50' });
    expect(stranger.statusCode).toBe(401);
    const customer = await harness.payments.inject({
      method: 'GET',
      url: '/api/paynow',
      query: { customerID, amount: '50' },
      headers: {
        'x-studio-identity': await signCustomerIdentity(
          { userId: randomUUID(), customerId: customerID, name: 'Private Customer' },
          internalTokenSecret,
        ),
      },
    });
    expect(customer.statusCode).toBe(403);
  });
});
