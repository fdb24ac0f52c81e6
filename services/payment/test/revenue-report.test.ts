import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevenueReport } from '@studio/contracts/reports';
import { buildPaymentApp } from '../src/app.js';
import { newAdmin, newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import {
  identityHeaders,
  startPaymentHarness,
  type PaymentHarness,
} from './payment-test-harness.js';

/**
 * Hand-computed, months in Singapore (UTC+8):
 * - Tara's customer: $300 for 5 sessions on 31 Mar 23:30 (March), $500 for 10 on 1 Apr 00:30
 *   (April; still March in UTC).
 * - Otto's customer: $1000 for 20 on 1 May 00:00 (May; April in UTC), and $200 for 2 on 15 Apr
 *   that was rejected (left out: credited payments only).
 */
const admin = newAdmin('Ada Admin');
const tara = newTrainer('Tara Trainer');
const otto = newTrainer('Otto Trainer');
const range = 'from=2026-03&to=2026-05';

let harness: PaymentHarness;
let rejectedPayment: string;

async function pay(as: Staff, customerId: string, dollars: number, sessions: number, at: string) {
  const response = await harness.payments.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...(await identityHeaders(as)), 'idempotency-key': randomUUID() },
    payload: { amountPaid: dollars, numOfTrainingsPaidFor: sessions, customerID: customerId },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { _id: string })._id;
  await harness.query('UPDATE payments SET paid_at = $2 WHERE id = $1 RETURNING id', [id, at]);
  return id;
}

const expected: RevenueReport = {
  months: ['2026-03', '2026-04', '2026-05'],
  rows: [
    {
      month: '2026-03',
      trainer: { _id: tara.userId, name: 'Unknown' },
      amountCents: 30000,
      packages: 1,
      sessionsSold: 5,
    },
    {
      month: '2026-04',
      trainer: { _id: tara.userId, name: 'Unknown' },
      amountCents: 50000,
      packages: 1,
      sessionsSold: 10,
    },
    {
      month: '2026-05',
      trainer: { _id: otto.userId, name: 'Unknown' },
      amountCents: 100000,
      packages: 1,
      sessionsSold: 20,
    },
  ],
  totals: [
    { month: '2026-03', amountCents: 30000, packages: 1, sessionsSold: 5 },
    { month: '2026-04', amountCents: 50000, packages: 1, sessionsSold: 10 },
    { month: '2026-05', amountCents: 100000, packages: 1, sessionsSold: 20 },
  ],
};

beforeAll(async () => {
  harness = await startPaymentHarness();
  const taras = await harness.customers.addCustomer(tara, 'Tina Customer');
  const ottos = await harness.customers.addCustomer(otto, 'Omar Customer');
  await pay(tara, taras, 300, 5, '2026-03-31T15:30:00Z');
  await pay(tara, taras, 500, 10, '2026-03-31T16:30:00Z');
  await pay(otto, ottos, 1000, 20, '2026-04-30T16:00:00Z');
  rejectedPayment = await pay(otto, ottos, 200, 2, '2026-04-15T04:00:00Z');
  await harness.query("UPDATE payments SET status = 'rejected' WHERE id = $1 RETURNING id", [
    rejectedPayment,
  ]);
});
afterAll(async () => {
  await harness?.close();
});

describe.each(['UTC', 'Asia/Singapore', 'America/Los_Angeles'])(
  'the revenue report with the process in %s',
  (timeZone) => {
    let app: Awaited<ReturnType<typeof buildPaymentApp>>;
    const originalTz = process.env.TZ;
    beforeAll(async () => {
      process.env.TZ = timeZone;
      app = await buildPaymentApp(harness.config);
    });
    afterAll(async () => {
      process.env.TZ = originalTz;
      await app.close();
    });

    it('sums credited payments per Singapore month and trainer', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/reports/revenue?${range}`,
        headers: await identityHeaders(admin),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(expected);
    });

    it('reconciles with the customer ledger: the sessions and dollars credited', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/reports/revenue?from=2026-01&to=2026-12`,
        headers: await identityHeaders(admin),
      });
      const report = response.json() as RevenueReport;
      const [ledger] = await harness.query<{ sessions: number; dollars: number }>(
        `SELECT sum(delta)::int AS sessions, sum(amount_paid)::int AS dollars
         FROM customer.ledger_entries WHERE source_type = 'payment' AND source_id <> $1`,
        [rejectedPayment],
      );
      const sum = (pick: (row: RevenueReport['totals'][number]) => number) =>
        report.totals.reduce((total, row) => total + pick(row), 0);
      expect(sum((row) => row.sessionsSold)).toBe(ledger?.sessions);
      expect(sum((row) => row.amountCents)).toBe((ledger?.dollars ?? 0) * 100);
    });

    it('answers the same rows as CSV', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/reports/revenue?${range}&format=csv`,
        headers: await identityHeaders(admin),
      });
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      // Streamed a month at a time, never built whole: no length is known when it starts.
      expect(response.headers['transfer-encoding']).toBe('chunked');
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.body).toBe(
        '\uFEFFMonth,Trainer,Amount ($),Packages,Sessions Sold\r\n' +
          '2026-03,Unknown,300.00,1,5\r\n' +
          '2026-04,Unknown,500.00,1,10\r\n' +
          '2026-05,Unknown,1000.00,1,20\r\n',
      );
    });
  },
);

describe('revenue report access', () => {
  it('is for admins only, and refuses a backwards range', async () => {
    const asTrainer = await harness.payments.inject({
      method: 'GET',
      url: `/api/reports/revenue?${range}`,
      headers: await identityHeaders(tara),
    });
    expect(asTrainer.statusCode).toBe(403);
    const signedOut = await harness.payments.inject({
      method: 'GET',
      url: `/api/reports/revenue?${range}`,
    });
    expect(signedOut.statusCode).toBe(401);
    const backwards = await harness.payments.inject({
      method: 'GET',
      url: '/api/reports/revenue?from=2026-05&to=2026-01',
      headers: await identityHeaders(admin),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      error: 'The range ends (2026-01) before it starts (2026-05).',
    });
  });
});

describe('revenue detail a page at a time', () => {
  const page = async (query: string) => {
    const response = await harness.payments.inject({
      method: 'GET',
      url: `/api/reports/revenue?${range}&${query}`,
      headers: await identityHeaders(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RevenueReport;
  };

  it('answers one page of rows sorted on the server, with every month total', async () => {
    const first = await page('limit=2&sort=amountCents&order=desc');
    expect(first.rows.map((row) => row.amountCents)).toEqual([100000, 50000]);
    expect(first.totals).toEqual(expected.totals);
    const second = await page(`limit=2&sort=amountCents&order=desc&cursor=${first.nextCursor}`);
    expect(second.rows.map((row) => row.amountCents)).toEqual([30000]);
    expect(second.nextCursor).toBeNull();
  });

  it('names the parameter it cannot use', async () => {
    const response = await harness.payments.inject({
      method: 'GET',
      url: `/api/reports/revenue?${range}&sort=profit`,
      headers: await identityHeaders(admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/sort/);
  });
});
