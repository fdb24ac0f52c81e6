import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RetentionReport,
  SessionsReport,
  TrainerPayReport,
  TrainerRate,
} from '@studio/contracts/reports';
import type { Training } from '@studio/contracts/training';
import { createDatabase } from '@studio/service-kit/database';
import { newAdmin, type Staff } from '@studio/service-kit/testing/staff-identity';
import { buildTrainingApp } from '../src/app.js';
import { trainingSchema } from '../src/context.js';
import { sessionCounts, trainerPayCounts } from '../src/reports/report-queries.js';
import { as, TrainingTestServices } from './training-test-services.js';

/**
 * A hand-computed fixture around month ends in Singapore (UTC+8, the business time zone). "Now" is
 * Sun 10 May 2026, 10:00 in Singapore; the reports cover March to May 2026.
 * - Alice's rates: $50.00 from 1 Jan 2026 (her first rate may cover the past), $60.00 from 5 May.
 * - Bob's: $40.00 from 1 Apr 2026.
 * Completed sessions (Singapore time):
 * - Anna (Alice's): 31 Mar 23:30 (March), 1 Apr 00:30 (April; March in UTC), 4 May 23:30 (rate
 *   $50), 5 May 00:30 (rate $60; 4 May in UTC, where the $50 rate would apply).
 * - Alma (Alice's): 10 Jan 12:00, before the range; last seen then, so lapsed from April on.
 * - Ben (Bob's): 1 Apr 00:00 (April; 31 Mar in UTC, before Bob's first rate there).
 * Deleted while scheduled: Ben 31 Mar 23:59 (March) and 15 Apr (April). Deleted after its claim
 * (not "deleted after scheduling"): Ben 20 Apr.
 * Expired (expiry ledger entries of the customer service): 1 session at 30 Apr 23:50 (April),
 * 2 at 1 May 00:10 (May; April in UTC).
 */
const now = new Date('2026-05-10T02:00:00Z');
const admin = newAdmin('Ada Admin');
const range = 'from=2026-03&to=2026-05';

let services: TrainingTestServices;
let alice: Staff;
let bob: Staff;
let anna: string;
let alma: string;

const expectedPay = (aliceName: string, bobName: string): TrainerPayReport => ({
  months: ['2026-03', '2026-04', '2026-05'],
  rows: [
    {
      month: '2026-03',
      trainer: { _id: alice.userId, name: aliceName },
      completedSessions: 1,
      ratePerSessionCents: 5000,
      amountCents: 5000,
    },
    {
      month: '2026-04',
      trainer: { _id: alice.userId, name: aliceName },
      completedSessions: 1,
      ratePerSessionCents: 5000,
      amountCents: 5000,
    },
    {
      month: '2026-04',
      trainer: { _id: bob.userId, name: bobName },
      completedSessions: 1,
      ratePerSessionCents: 4000,
      amountCents: 4000,
    },
    {
      month: '2026-05',
      trainer: { _id: alice.userId, name: aliceName },
      completedSessions: 1,
      ratePerSessionCents: 5000,
      amountCents: 5000,
    },
    {
      month: '2026-05',
      trainer: { _id: alice.userId, name: aliceName },
      completedSessions: 1,
      ratePerSessionCents: 6000,
      amountCents: 6000,
    },
  ],
  totals: [
    { month: '2026-03', completedSessions: 1, amountCents: 5000 },
    { month: '2026-04', completedSessions: 2, amountCents: 9000 },
    { month: '2026-05', completedSessions: 2, amountCents: 11000 },
  ],
});

const expectedSessions: SessionsReport = {
  months: ['2026-03', '2026-04', '2026-05'],
  rows: [
    { month: '2026-03', completed: 1, lateCancelled: 0, expired: 0, deletedAfterScheduling: 1 },
    { month: '2026-04', completed: 2, lateCancelled: 0, expired: 1, deletedAfterScheduling: 1 },
    { month: '2026-05', completed: 2, lateCancelled: 0, expired: 2, deletedAfterScheduling: 0 },
  ],
};

const expectedRetention = (): RetentionReport => ({
  months: ['2026-03', '2026-04', '2026-05'],
  rows: [
    // As of 1 Apr 00:00: Anna in the last 30 days, Alma too in the last 90 (since 1 Jan).
    { month: '2026-03', active30: 1, active90: 2, new: 1, lapsed: 0 },
    // As of 1 May 00:00: Anna and Ben (1 Apr 00:00 is the first instant of the 30 days); Alma's
    // 10 Jan is before 31 Jan, so she has lapsed.
    { month: '2026-04', active30: 2, active90: 2, new: 1, lapsed: 1 },
    // As of now (10 May 10:00): Anna in 30 days (from 10 Apr 10:00), Ben only in 90.
    { month: '2026-05', active30: 1, active90: 2, new: 0, lapsed: 1 },
  ],
  lapsedCustomers: [
    { customer: { _id: alma, name: 'Alma Second' }, lastSessionAt: '2026-01-10T04:00:00.000Z' },
  ],
});

async function book(trainer: Staff, customerID: string, at: string): Promise<string> {
  const created = await services.schedule(trainer, {
    customerID,
    dateOfTraining: at,
    allowConflict: true,
  });
  expect(created.statusCode).toBe(201);
  return (created.json() as Training)._id;
}

async function completed(trainer: Staff, customerID: string, at: string): Promise<string> {
  const id = await book(trainer, customerID, at);
  const claimed = await services.training.inject({
    method: 'POST',
    url: `/api/claimtraining/${id}`,
    headers: await as(admin),
    payload: { status: 'completed' },
  });
  expect(claimed.statusCode).toBe(200);
  return id;
}

async function deleteTraining(id: string): Promise<void> {
  const deleted = await services.training.inject({
    method: 'DELETE',
    url: `/api/training/${id}`,
    headers: await as(admin),
  });
  expect(deleted.statusCode).toBe(200);
}

async function addRate(staff: Staff, trainerId: string, cents: number, startsOn: string) {
  return services.training.inject({
    method: 'POST',
    url: '/api/trainer-rates',
    headers: await as(staff),
    payload: { trainerId, ratePerSessionCents: cents, startsOn },
  });
}

/** Expiry is the customer service's own job (packages); its ledger entries are all this report reads. */
async function expiryEntry(customerId: string, sessions: number, at: string): Promise<void> {
  await services.sql(
    `INSERT INTO customer.ledger_entries (id, customer_id, source_type, source_id, delta, created_at)
     VALUES ($1, $2, 'expiry', $3, $4, $5)`,
    [randomUUID(), customerId, randomUUID(), -sessions, at],
  );
}

beforeAll(async () => {
  services = await TrainingTestServices.start({ now: () => now, withAuth: true });
  alice = await services.register('Alice Trainer', 'trainer');
  bob = await services.register('Bob Trainer', 'trainer');
  anna = await services.addCustomer(alice, 'Anna First');
  alma = await services.addCustomer(alice, 'Alma Second');
  const ben = await services.addCustomer(bob, 'Ben Third');

  expect((await addRate(admin, alice.userId, 5000, '2026-01-01')).statusCode).toBe(201);
  expect((await addRate(admin, alice.userId, 6000, '2026-05-05')).statusCode).toBe(201);
  expect((await addRate(admin, bob.userId, 4000, '2026-04-01')).statusCode).toBe(201);

  await completed(alice, anna, '2026-03-31T15:30:00Z');
  await completed(alice, anna, '2026-03-31T16:30:00Z');
  await completed(alice, anna, '2026-05-04T15:30:00Z');
  await completed(alice, anna, '2026-05-04T16:30:00Z');
  await completed(alice, alma, '2026-01-10T04:00:00Z');
  await completed(bob, ben, '2026-03-31T16:00:00Z');
  await deleteTraining(await book(bob, ben, '2026-03-31T15:59:00Z'));
  await deleteTraining(await book(bob, ben, '2026-04-15T04:00:00Z'));
  await deleteTraining(await completed(bob, ben, '2026-04-20T04:00:00Z'));

  await expiryEntry(anna, 1, '2026-04-30T15:50:00Z');
  await expiryEntry(alma, 2, '2026-04-30T16:10:00Z');
});
afterAll(async () => {
  await services?.close();
});

describe('trainer rates', () => {
  it('refuses a change that would rewrite a past month, for a trainer who has a rate', async () => {
    const refused = await addRate(admin, alice.userId, 7000, '2026-04-01');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error:
        'A new rate can start this month or later: past months keep the rate they were paid at.',
    });
  });

  it('sets rates for trainer accounts only', async () => {
    for (const notATrainer of [
      randomUUID(),
      (await services.register('Ann Admin', 'admin')).userId,
    ]) {
      const refused = await addRate(admin, notATrainer, 5000, '2026-06-01');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'Choose a trainer: no trainer account has this id.',
      });
    }
  });

  it('lets only admins set rates, and shows a trainer only their own', async () => {
    expect((await addRate(alice, alice.userId, 9000, '2026-06-01')).statusCode).toBe(403);
    const own = await services.training.inject({
      method: 'GET',
      url: `/api/trainer-rates?trainerId=${bob.userId}`,
      headers: await as(alice),
    });
    expect(own.statusCode).toBe(200);
    const rates = (own.json() as { rates: TrainerRate[] }).rates;
    expect(rates.map((rate) => [rate.trainerId, rate.ratePerSessionCents, rate.startsOn])).toEqual([
      [alice.userId, 5000, '2026-01-01'],
      [alice.userId, 6000, '2026-05-05'],
    ]);
  });
});

describe.each(['UTC', 'Asia/Singapore', 'America/Los_Angeles'])(
  'reports with the process in %s',
  (timeZone) => {
    let app: Awaited<ReturnType<typeof buildTrainingApp>>;
    const originalTz = process.env.TZ;
    beforeAll(async () => {
      process.env.TZ = timeZone;
      app = await buildTrainingApp(services.config, { now: () => now });
    });
    afterAll(async () => {
      process.env.TZ = originalTz;
      await app.close();
    });

    const get = async <T>(url: string, staff: Staff = admin): Promise<T> => {
      const response = await app.inject({ method: 'GET', url, headers: await as(staff) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('pays completed sessions × the rate in force on each Singapore date', async () => {
      const pay = await get<TrainerPayReport>(`/api/reports/trainer-pay?${range}`);
      expect(pay).toEqual(expectedPay('Alice Trainer', 'Bob Trainer'));
      for (const row of pay.rows)
        expect(row.amountCents).toBe(row.completedSessions * (row.ratePerSessionCents ?? 0));
    });

    it("gives a trainer only their own pay, whoever's is asked for", async () => {
      const pay = await get<TrainerPayReport>(
        `/api/reports/trainer-pay?${range}&trainerId=${bob.userId}`,
        alice,
      );
      const expected = expectedPay('Alice Trainer', 'Bob Trainer');
      const alicesRows = expected.rows.filter((row) => row.trainer._id === alice.userId);
      expect(pay.rows).toEqual(alicesRows);
      expect(pay.totals.map((total) => total.amountCents)).toEqual([5000, 5000, 11000]);
    });

    it('counts completed, expired and deleted-after-scheduling sessions per Singapore month', async () => {
      const sessions = await get<SessionsReport>(`/api/reports/sessions?${range}`);
      expect(sessions).toEqual(expectedSessions);
      const pay = await get<TrainerPayReport>(`/api/reports/trainer-pay?${range}`);
      expect(pay.totals.map((total) => total.completedSessions)).toEqual(
        sessions.rows.map((row) => row.completed),
      );
    });

    it('counts active, new and lapsed customers as of each month end, and names the lapsed', async () => {
      expect(await get<RetentionReport>(`/api/reports/retention?${range}`)).toEqual(
        expectedRetention(),
      );
    });

    it('answers the same rows as a CSV download', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/reports/trainer-pay?${range}&format=csv`,
        headers: await as(admin),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="trainer-pay-2026-03-to-2026-05.csv"',
      );
      // Streamed a month at a time, never built whole: no length is known when it starts.
      expect(response.headers['transfer-encoding']).toBe('chunked');
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.body).toBe(
        '\uFEFFMonth,Trainer,Completed Sessions,Rate per Session ($),Pay ($)\r\n' +
          '2026-03,Alice Trainer,1,50.00,50.00\r\n' +
          '2026-04,Alice Trainer,1,50.00,50.00\r\n' +
          '2026-04,Bob Trainer,1,40.00,40.00\r\n' +
          '2026-05,Alice Trainer,1,50.00,50.00\r\n' +
          '2026-05,Alice Trainer,1,60.00,60.00\r\n',
      );
      const sessions = await app.inject({
        method: 'GET',
        url: `/api/reports/sessions?${range}&format=csv`,
        headers: await as(admin),
      });
      expect(sessions.body.split('\r\n').slice(0, 2)).toEqual([
        '\uFEFFMonth,Completed,Late-cancelled,Expired,Deleted after scheduling',
        '2026-03,1,0,0,1',
      ]);
    });
  },
);

describe('trainer pay from the kept monthly counts', () => {
  it('answers what a recount of the sessions does, for months split by a rate change or not', async () => {
    const sequelize = createDatabase({ url: services.config.databaseUrl, schema: trainingSchema });
    try {
      for (const [from, to] of [
        ['2026-01', '2026-06'],
        ['2026-04', '2026-04'],
        ['2026-05', '2026-05'],
        ['2025-11', '2026-02'],
      ] as const)
        for (const trainerId of [null, alice.userId, bob.userId]) {
          const bounds = { from, to, tz: 'Asia/Singapore' };
          const kept = await trainerPayCounts(sequelize, bounds, trainerId);
          expect(kept).toEqual(
            await trainerPayCounts(sequelize, bounds, trainerId, { recount: true }),
          );
          if (from === '2026-05' && trainerId === null)
            expect(kept.map((row) => row.ratePerSessionCents)).toEqual([5000, 6000]);
        }
    } finally {
      await sequelize.close();
    }
  });
});

describe('sessions from the kept monthly counts', () => {
  it('answers what a recount of the sessions does', async () => {
    const sequelize = createDatabase({ url: services.config.databaseUrl, schema: trainingSchema });
    try {
      for (const [from, to] of [
        ['2026-01', '2026-06'],
        ['2026-03', '2026-03'],
        ['2025-11', '2026-02'],
      ] as const) {
        const bounds = { from, to, tz: 'Asia/Singapore' };
        const kept = await sessionCounts(sequelize, bounds);
        expect(kept).toEqual(await sessionCounts(sequelize, bounds, { recount: true }));
        if (from === '2026-03') expect(kept[0]!.completed).toBeGreaterThan(0);
      }
    } finally {
      await sequelize.close();
    }
  });
});

describe('trainer pay detail a page at a time', () => {
  const page = async (query: string) => {
    const response = await services.training.inject({
      method: 'GET',
      url: `/api/reports/trainer-pay?${range}&${query}`,
      headers: await as(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TrainerPayReport;
  };
  const everyPage = async (query: string) => {
    const rows: TrainerPayReport['rows'] = [];
    let cursor: string | null | undefined = null;
    do {
      const answer = await page(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.rows.length).toBeLessThanOrEqual(2);
      // Every page carries the whole range's monthly totals: the chart and totals need no more.
      expect(answer.totals).toEqual(expectedPay('Alice Trainer', 'Bob Trainer').totals);
      rows.push(...answer.rows);
      cursor = answer.nextCursor;
    } while (cursor);
    return rows;
  };

  it('pages every row, by month then trainer, and sorts by a figure on the server', async () => {
    const whole = expectedPay('Alice Trainer', 'Bob Trainer').rows;
    expect(await everyPage('sort=month')).toEqual(whole);
    const byPay = await everyPage('sort=amountCents&order=desc');
    expect(byPay.map((row) => row.amountCents)).toEqual(
      whole.map((row) => row.amountCents).sort((a, b) => b - a),
    );
    // Equal pay: the earlier month first.
    expect(byPay.map((row) => row.month)).toEqual([
      '2026-05',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-04',
    ]);
  });

  it.each([
    ['month', 'desc'],
    ['trainer', 'asc'],
    ['completedSessions', 'desc'],
    ['ratePerSessionCents', 'asc'],
    ['ratePerSessionCents', 'desc'],
    ['amountCents', 'asc'],
  ] as const)(
    'walks every row by %s (%s) in the order the whole detail sorts to',
    async (sort, order) => {
      const whole = expectedPay('Alice Trainer', 'Bob Trainer').rows;
      const value = (row: TrainerPayReport['rows'][number]) =>
        sort === 'trainer' ? row.trainer.name : sort === 'month' ? row.month : (row[sort] ?? -1);
      const compare = (a: string | number, b: string | number) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
      const sorted = [...whole].sort(
        (a, b) =>
          (order === 'desc' ? -1 : 1) * compare(value(a), value(b)) ||
          compare(a.month, b.month) ||
          compare(a.trainer.name, b.trainer.name) ||
          compare(a.trainer._id, b.trainer._id) ||
          compare(a.ratePerSessionCents ?? -1, b.ratePerSessionCents ?? -1),
      );
      expect(await everyPage(`sort=${sort}&order=${order}`)).toEqual(sorted);
    },
  );

  it('refuses a cursor of another order, and keeps the CSV whole', async () => {
    const first = await page('limit=1');
    const other = await services.training.inject({
      method: 'GET',
      url: `/api/reports/trainer-pay?${range}&limit=1&sort=trainer&cursor=${first.nextCursor}`,
      headers: await as(admin),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatch(/out of date/);
    const csv = await services.training.inject({
      method: 'GET',
      url: `/api/reports/trainer-pay?${range}&limit=1&format=csv`,
      headers: await as(admin),
    });
    expect(csv.body.trim().split('\r\n')).toHaveLength(6);
  });
});

describe('report access and ranges', () => {
  const call = async (url: string, staff: Staff | null = admin) =>
    services.training.inject({
      method: 'GET',
      url,
      headers: staff ? await as(staff) : {},
    });

  it('keeps the sessions and retention reports for admins', async () => {
    for (const name of ['sessions', 'retention']) {
      expect((await call(`/api/reports/${name}?${range}`, alice)).statusCode).toBe(403);
      expect((await call(`/api/reports/${name}?${range}`, null)).statusCode).toBe(401);
    }
  });

  it('answers a bad range with a sentence saying what is wrong', async () => {
    const backwards = await call('/api/reports/sessions?from=2026-05&to=2026-03');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      error: 'The range ends (2026-03) before it starts (2026-05).',
    });
    const tooLong = await call('/api/reports/trainer-pay?from=2023-01&to=2026-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: 'A report covers at most 36 months; choose a shorter range.',
    });
    expect((await call('/api/reports/retention?from=2026-13&to=2026-14')).statusCode).toBe(400);
    expect((await call('/api/reports/retention?from=2026-01')).statusCode).toBe(400);
    expect((await call(`/api/reports/retention?${range}&format=xml`)).statusCode).toBe(400);
  });
});

describe('retention from the kept active counts', () => {
  const retention = async (): Promise<RetentionReport> => {
    const response = await services.training.inject({
      method: 'GET',
      url: `/api/reports/retention?${range}`,
      headers: await as(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const kept = () =>
    services.sql<{ month: string; active30: number | null; active90: number | null }>(
      `SELECT to_char(month_start, 'YYYY-MM') AS month, active30, active90
       FROM training.retention_active_months
       WHERE month_start BETWEEN '2026-03-01' AND '2026-04-01'
       ORDER BY month_start`,
    );

  it('keeps the counts of months that ended, and reads them instead of the sessions', async () => {
    expect((await retention()).rows).toEqual(expectedRetention().rows);
    // May is still running ("now" is 10 May): counted every time, never kept.
    expect(await kept()).toEqual([
      { month: '2026-03', active30: 1, active90: 2 },
      { month: '2026-04', active30: 2, active90: 2 },
    ]);
    await services.sql(
      `UPDATE training.retention_active_months SET active30 = 7 WHERE month_start = '2026-03-01'`,
    );
    try {
      expect((await retention()).rows[0]).toEqual({
        month: '2026-03',
        active30: 7,
        active90: 2,
        new: 1,
        lapsed: 0,
      });
    } finally {
      await services.sql(
        `UPDATE training.retention_active_months SET active30 = 1 WHERE month_start = '2026-03-01'`,
      );
    }
  });

  it('counts an ended month again once a completed session within its 90 days comes or goes', async () => {
    await retention();
    const late = await completed(alice, alma, '2026-04-20T04:00:00Z');
    try {
      // April's 90 days hold 20 Apr; March's end before it, so March stays kept.
      expect(await kept()).toEqual([
        { month: '2026-03', active30: 1, active90: 2 },
        { month: '2026-04', active30: null, active90: null },
      ]);
      expect((await retention()).rows).toEqual([
        { month: '2026-03', active30: 1, active90: 2, new: 1, lapsed: 0 },
        { month: '2026-04', active30: 3, active90: 3, new: 1, lapsed: 0 },
        { month: '2026-05', active30: 2, active90: 3, new: 0, lapsed: 0 },
      ]);
      expect((await kept())[1]).toEqual({ month: '2026-04', active30: 3, active90: 3 });
    } finally {
      await deleteTraining(late);
    }
    expect((await kept())[1]).toEqual({ month: '2026-04', active30: null, active90: null });
    expect((await retention()).rows).toEqual(expectedRetention().rows);
  });

  it('counts the running month and the months after it as of now, from the kept last sessions', async () => {
    const response = await services.training.inject({
      method: 'GET',
      url: '/api/reports/retention?from=2026-04&to=2026-07',
      headers: await as(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const asOfNow = { month: '2026-05', active30: 1, active90: 2, new: 0, lapsed: 1 };
    expect((response.json() as RetentionReport).rows).toEqual([
      expectedRetention().rows[1],
      asOfNow,
      { ...asOfNow, month: '2026-06' },
      { ...asOfNow, month: '2026-07' },
    ]);
  });

  it('does not keep what it counted when a write came in between', async () => {
    // The report's statement read version 0 for a month a write then made a tombstone of (the
    // report's ON CONFLICT ... WHERE kept.version = EXCLUDED.version): nothing is stored.
    await services.sql(`DELETE FROM training.retention_active_months`);
    await services.sql(
      `INSERT INTO training.retention_active_months (month_start, active30, active90, version)
       VALUES ('2026-04-01', NULL, NULL, 1)`,
    );
    await services.sql(
      `INSERT INTO training.retention_active_months AS kept (month_start, active30, active90, version)
       VALUES ('2026-04-01', 99, 99, 0)
       ON CONFLICT (month_start) DO UPDATE
         SET active30 = EXCLUDED.active30, active90 = EXCLUDED.active90
         WHERE kept.version = EXCLUDED.version`,
    );
    expect((await kept())[0]).toEqual({ month: '2026-04', active30: null, active90: null });
    expect((await retention()).rows).toEqual(expectedRetention().rows);
    expect(await kept()).toEqual([
      { month: '2026-03', active30: 1, active90: 2 },
      { month: '2026-04', active30: 2, active90: 2 },
    ]);
  });
});
