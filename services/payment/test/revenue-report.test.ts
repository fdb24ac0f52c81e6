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

describe('revenue detail paged by the database, at more trainers than a page', () => {
  const trainers = Array.from({ length: 7 }, () => randomUUID());
  const busyRange = 'from=2025-01&to=2025-06';
  const report = async (query: string) => {
    const response = await harness.payments.inject({
      method: 'GET',
      url: `/api/reports/revenue?${busyRange}${query}`,
      headers: await identityHeaders(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RevenueReport;
  };
  /** Ground truth from the payments themselves, in Singapore months. */
  const summedFromPayments = () =>
    harness.query<{ month: string; trainerId: string; amountCents: number; packages: number }>(
      `SELECT to_char(date_trunc('month', paid_at AT TIME ZONE 'Asia/Singapore'), 'YYYY-MM') AS month,
         trainer_id AS "trainerId", (sum(amount_paid) * 100)::int AS "amountCents",
         count(*)::int AS packages
       FROM payments
       WHERE status = 'credited' AND paid_at >= '2024-12-31T16:00:00Z' AND paid_at < '2025-06-30T16:00:00Z'
       GROUP BY 1, 2 ORDER BY 1, 2`,
    );

  beforeAll(async () => {
    // Amounts from a short list, so that many rows tie on every figure and only the month, the
    // trainer's name and id tell them apart.
    await harness.query(
      `INSERT INTO payments (id, customer_id, trainer_id, trainer_verified, amount_paid,
         num_of_trainings_paid_for, paid_at, status, credited_at, recorded_by, idempotency_key,
         request_hash)
       SELECT gen_random_uuid(), gen_random_uuid(), ($1::uuid[])[1 + i % 7], true,
         (ARRAY[100, 200])[1 + (i / 7) % 2], (ARRAY[5, 10, 5])[1 + i % 3],
         timestamptz '2025-01-01T00:00:00+08:00' + (i % 6) * interval '1 month' + interval '3 days',
         CASE WHEN i % 11 = 0 THEN 'rejected' ELSE 'credited' END, now(), $2::uuid,
         'paging-' || i, 'paging'
       FROM generate_series(0, 125) AS i
       RETURNING id`,
      [trainers, admin.userId],
    );
  });

  it('keeps the sums as payments are credited, moved to another trainer, re-dated or deleted', async () => {
    await harness.query(
      `UPDATE payments SET trainer_id = $1 WHERE idempotency_key IN ('paging-1', 'paging-2') RETURNING id`,
      [trainers[6]],
    );
    await harness.query(
      `UPDATE payments SET paid_at = paid_at + interval '1 month' WHERE idempotency_key = 'paging-3' RETURNING id`,
    );
    await harness.query(
      `UPDATE payments SET status = 'credited' WHERE idempotency_key = 'paging-11' RETURNING id`,
    );
    await harness.query(`DELETE FROM payments WHERE idempotency_key = 'paging-4' RETURNING id`);
    const whole = await report('');
    expect(
      whole.rows.map((row) => ({
        month: row.month,
        trainerId: row.trainer._id,
        amountCents: row.amountCents,
        packages: row.packages,
      })),
    ).toEqual(await summedFromPayments());
  });

  it.each([
    ['month', 'asc'],
    ['month', 'desc'],
    ['amountCents', 'asc'],
    ['amountCents', 'desc'],
    ['packages', 'desc'],
    ['sessionsSold', 'asc'],
    ['trainer', 'desc'],
  ] as const)(
    'walks every row by %s (%s) in the order the whole detail sorts to',
    async (sort, order) => {
      const whole = await report('');
      const value = (row: RevenueReport['rows'][number]) =>
        sort === 'trainer' ? row.trainer.name : row[sort];
      const compare = (a: string | number, b: string | number) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
      const expectedOrder = [...whole.rows].sort(
        (a, b) =>
          (order === 'desc' ? -1 : 1) * compare(value(a), value(b)) ||
          compare(a.month, b.month) ||
          compare(a.trainer.name, b.trainer.name) ||
          compare(a.trainer._id, b.trainer._id),
      );
      const walked: RevenueReport['rows'] = [];
      let cursor: string | null = null;
      do {
        const page: RevenueReport = await report(
          `&limit=4&sort=${sort}&order=${order}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.totals).toEqual(whole.totals);
        expect(page.rows.length).toBeLessThanOrEqual(4);
        walked.push(...page.rows);
        cursor = page.nextCursor ?? null;
      } while (cursor);
      expect(walked).toEqual(expectedOrder);
    },
  );

  it('refuses a cursor whose key is not a row of its sort', async () => {
    const forged = Buffer.from(JSON.stringify(['amountCents', 'desc', ['lots', 'x']])).toString(
      'base64url',
    );
    const response = await harness.payments.inject({
      method: 'GET',
      url: `/api/reports/revenue?${busyRange}&limit=4&sort=amountCents&order=desc&cursor=${forged}`,
      headers: await identityHeaders(admin),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('revenue in a business zone other than the kept one', () => {
  it('recounts from the payments, whole and a page at a time', async () => {
    const app = await buildPaymentApp({ ...harness.config, businessTimeZone: 'America/New_York' });
    try {
      const get = async (query: string) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/reports/revenue?from=2026-03&to=2026-04${query}`,
          headers: await identityHeaders(admin),
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as RevenueReport;
      };
      // New York months: 31 Mar 23:30 and 1 Apr 00:30 Singapore are both in March there, and
      // 1 May 00:00 Singapore is 30 April.
      const whole = await get('');
      expect(whole.totals).toEqual([
        { month: '2026-03', amountCents: 80000, packages: 2, sessionsSold: 15 },
        { month: '2026-04', amountCents: 100000, packages: 1, sessionsSold: 20 },
      ]);
      const first = await get('&limit=1&sort=amountCents');
      expect(first.rows.map((row) => [row.month, row.amountCents])).toEqual([['2026-03', 80000]]);
      expect(first.totals).toEqual(whole.totals);
      const second = await get(`&limit=1&sort=amountCents&cursor=${first.nextCursor}`);
      expect(second.rows.map((row) => [row.month, row.amountCents])).toEqual([['2026-04', 100000]]);
      expect(second.nextCursor).toBeNull();
    } finally {
      await app.close();
    }
  });
});
