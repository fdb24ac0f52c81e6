import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSortKey } from '@studio/contracts/payment-page';
import type { PaymentListEntry } from '@studio/contracts/payments';
import { createDatabase } from '@studio/service-kit/database';
import { readEveryChunk } from '@studio/service-kit/testing/list-chunks';
import { newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import { paymentSchema } from '../src/context.js';
import { latestTwoMonthsOfPayments, paymentListChunk } from '../src/store/payment-list.js';
import {
  identityHeaders,
  startPaymentHarness,
  type PaymentHarness,
} from './payment-test-harness.js';

let harness: PaymentHarness;
const trainer = newTrainer('Tara Trainer');
const otherTrainer = newTrainer('Otto Trainer');

async function payOn(
  as: Staff,
  customerId: string,
  amountPaid: number,
  sessions: number,
  at: string,
) {
  const response = await harness.payments.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...(await identityHeaders(as)), 'idempotency-key': randomUUID() },
    payload: { amountPaid, numOfTrainingsPaidFor: sessions, customerID: customerId },
  });
  expect(response.statusCode, response.body).toBe(201);
  await harness.query('UPDATE payments SET paid_at = $2 WHERE id = $1 RETURNING id', [
    response.json()._id,
    at,
  ]);
}

async function get(as: Staff, url: string) {
  return harness.payments.inject({ method: 'GET', url, headers: await identityHeaders(as) });
}

async function allPages(as: Staff, query: string): Promise<PaymentListEntry[]> {
  const items: PaymentListEntry[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(
      as,
      `/api/payments?limit=2${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: PaymentListEntry[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(2);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

beforeAll(async () => {
  harness = await startPaymentHarness();
  const zed = await harness.customers.addCustomer(trainer, 'zed Tan');
  const amy = await harness.customers.addCustomer(trainer, 'Amy Lim');
  const mia = await harness.customers.addCustomer(trainer, 'Mia Ong');
  const others = await harness.customers.addCustomer(otherTrainer, 'Otto Customer');
  await payOn(trainer, zed, 800, 10, '2026-09-03T02:00:00Z');
  await payOn(trainer, amy, 400, 5, '2026-09-20T02:00:00Z');
  await payOn(trainer, mia, 1600, 20, '2026-08-11T02:00:00Z');
  await payOn(trainer, amy, 400, 5, '2026-08-25T02:00:00Z');
  await payOn(trainer, zed, 80, 1, '2026-09-28T02:00:00Z');
  // An older month is not in the list, nor another trainer's payments.
  await payOn(trainer, mia, 999, 9, '2026-06-01T02:00:00Z');
  await payOn(otherTrainer, others, 100, 1, '2026-09-10T02:00:00Z');
});

afterAll(async () => {
  await harness?.close();
});

const sortValue: Record<PaymentSortKey, (entry: PaymentListEntry) => string | number> = {
  dateOfPayment: (entry) => Date.parse(entry.dateOfPayment),
  amountPaid: (entry) => entry.amountPaid,
  numOfTrainingsPaidFor: (entry) => entry.numOfTrainingsPaidFor,
  name: (entry) => entry.customer.name.toLowerCase(),
  email: (entry) => entry.customer.email.toLowerCase(),
  trainer: (entry) => entry.trainer.name.toLowerCase(),
};

describe('GET /api/payments paged', () => {
  it('answers the same payments as the whole list, newest first by default', async () => {
    const whole = (await get(trainer, '/api/payments')).json() as PaymentListEntry[];
    expect(whole).toHaveLength(5);
    expect((await allPages(trainer, '')).map((entry) => entry._id)).toEqual(
      whole.map((entry) => entry._id),
    );
  });

  it('reads the whole list a chunk at a time, each after the last payment of the one before', async () => {
    const sequelize = createDatabase({ url: harness.config.databaseUrl, schema: paymentSchema });
    const scope = { trainerId: trainer.userId, timeZone: 'Asia/Singapore' };
    const chunks = (await readEveryChunk(paymentListChunk(sequelize, scope), 2)).map((rows) =>
      rows.map((row) => row.id),
    );
    const whole = await latestTwoMonthsOfPayments(sequelize, scope);
    await sequelize.close();

    expect(chunks.map((ids) => ids.length)).toEqual([2, 2, 1]);
    expect(chunks.flat()).toEqual(whole.map((row) => row.id));
  });

  for (const sort of Object.keys(sortValue) as PaymentSortKey[]) {
    for (const order of ['asc', 'desc'] as const) {
      it(`pages through each payment once sorted by ${sort} ${order}`, async () => {
        const whole = (await get(trainer, '/api/payments')).json() as PaymentListEntry[];
        const items = await allPages(trainer, `&sort=${sort}&order=${order}`);
        expect(items.map((entry) => entry._id).sort()).toEqual(
          whole.map((entry) => entry._id).sort(),
        );
        const values = items.map(sortValue[sort]);
        for (let index = 1; index < values.length; index += 1) {
          if (order === 'asc') expect(values[index - 1]! <= values[index]!).toBe(true);
          else expect(values[index - 1]! >= values[index]!).toBe(true);
        }
      });
    }
  }

  it('searches customer names and emails, case-insensitively', async () => {
    const found = await allPages(trainer, '&q=AMY');
    expect(found.map((entry) => [entry.customer.name, entry.dateOfPayment])).toEqual([
      ['Amy Lim', '2026-09-20T02:00:00.000Z'],
      ['Amy Lim', '2026-08-25T02:00:00.000Z'],
    ]);
    expect(await allPages(trainer, '&q=otto')).toEqual([]);
  });

  it('keeps each month on its entries, for grouping', async () => {
    const items = await allPages(trainer, '&sort=amountPaid');
    expect(new Set(items.map((entry) => entry.month))).toEqual(new Set(['2026-08', '2026-09']));
  });

  it('refuses a cursor of another sort', async () => {
    const first = (await get(trainer, '/api/payments?limit=2&sort=amountPaid')).json() as {
      nextCursor: string;
    };
    const reused = await get(
      trainer,
      `/api/payments?sort=name&cursor=${encodeURIComponent(first.nextCursor)}`,
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toHaveProperty('error');
  });
});

describe('GET /api/payments/export.csv', () => {
  it('streams the filtered, sorted two months as CSV with the screen columns', async () => {
    const response = await get(trainer, '/api/payments/export.csv?sort=amountPaid&order=desc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    expect(response.body.slice(1).trimEnd().split('\r\n')).toEqual([
      'Date,Month,Amount ($),Trainings,Name,Email,Status',
      expect.stringMatching(/^2026-08-11T02:00:00.000Z,2026-08,1600,20,Mia Ong,\S+,credited$/),
      expect.stringMatching(/^2026-09-03T02:00:00.000Z,2026-09,800,10,zed Tan,/),
      expect.stringMatching(/,400,5,Amy Lim,/),
      expect.stringMatching(/,400,5,Amy Lim,/),
      expect.stringMatching(/^2026-09-28T02:00:00.000Z,2026-09,80,1,zed Tan,/),
    ]);
    const searched = await get(trainer, '/api/payments/export.csv?q=mia');
    expect(searched.body.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
  });
});
