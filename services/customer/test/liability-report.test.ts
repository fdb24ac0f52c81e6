import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiabilityReport } from '@studio/contracts/reports';
import type { ServiceApp } from '@studio/service-kit/app';
import type { TestDatabase } from '@studio/service-kit/testing/database';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
import {
  createCustomerDatabase,
  customerConfig,
  identityHeaders,
  startCustomerApp,
} from './customer-test-app.js';
import { ReportFixture } from './report-fixture.js';

/**
 * Needs `customer.packages` and `ledger_entries.package_id` (issue 14's migration): every entry
 * below draws from the customer's one package. Hand-computed, Singapore time, now 10 May 10:00:
 * - Xavier: $500 for 10 sessions on 31 Mar 23:30 ($50 a session); claims on 1 Apr 00:30 (March in
 *   UTC), 20 Apr and 5 May.
 * - Yuki: $300 for 4 sessions on 1 Apr 00:10 ($75 a session; March in UTC); a claim on 1 May 00:30
 *   (April in UTC).
 * Owed at the end of March: Xavier 10 ($500). End of April: Xavier 8 ($400) + Yuki 4 ($300).
 * Now: Xavier 7 ($350) + Yuki 3 ($225). May has not ended, so it has no point of its own.
 */
const clock = new ManualClock('2026-05-10T02:00:00Z');
const admin = newAdmin('Ada Admin');
const trainer = newTrainer('Tara Trainer');
const range = 'from=2026-03&to=2026-05';

const expected: LiabilityReport = {
  months: ['2026-03', '2026-04', '2026-05'],
  points: [
    { label: '2026-03', asOf: '2026-03-31T15:59:59.999Z', sessions: 10, valueCents: 50000 },
    { label: '2026-04', asOf: '2026-04-30T15:59:59.999Z', sessions: 12, valueCents: 70000 },
    { label: 'today', asOf: '2026-05-10T02:00:00.000Z', sessions: 10, valueCents: 57500 },
  ],
};

let database: TestDatabase;
let seeded: ServiceApp;
let customers: string[];

beforeAll(async () => {
  database = await createCustomerDatabase();
  seeded = await startCustomerApp(customerConfig(database.url), { clock });
  const fixture = new ReportFixture(seeded, database.url);
  const xavier = await fixture.customer(trainer, 'Xavier');
  const yuki = await fixture.customer(trainer, 'Yuki');
  customers = [xavier, yuki];
  await fixture.payment(xavier, 500, 10, '2026-03-31T15:30:00Z');
  await fixture.payment(yuki, 300, 4, '2026-03-31T16:10:00Z');
  await fixture.claim(xavier, '2026-03-31T16:30:00Z');
  await fixture.claim(xavier, '2026-04-20T04:00:00Z');
  await fixture.claim(xavier, '2026-05-05T04:00:00Z');
  await fixture.claim(yuki, '2026-04-30T16:30:00Z');
});
afterAll(async () => {
  await seeded?.close();
  await database?.drop();
});

describe.each(['UTC', 'Asia/Singapore', 'America/Los_Angeles'])(
  'the prepaid liability with the process in %s',
  (timeZone) => {
    let app: ServiceApp;
    const originalTz = process.env.TZ;
    beforeAll(async () => {
      process.env.TZ = timeZone;
      app = await startCustomerApp(customerConfig(database.url), { clock });
    });
    afterAll(async () => {
      process.env.TZ = originalTz;
      await app.close();
    });

    it('values the sessions still owed at each Singapore month end and now', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/reports/liability?${range}`,
        headers: await identityHeaders(admin),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(expected);
    });

    it('carries everything before the range into its first month', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/reports/liability?from=2026-04&to=2026-04',
        headers: await identityHeaders(admin),
      });
      expect(response.json()).toEqual({ months: ['2026-04'], points: expected.points.slice(1) });
    });

    it("reconciles with the ledger: today's sessions owed are the customers' balances", async () => {
      const list = await app.inject({
        method: 'GET',
        url: '/api/customers',
        headers: await identityHeaders(admin),
      });
      const balances = (list.json() as Array<{ _id: string; numOfTrainings: number }>)
        .filter((customer) => customers.includes(customer._id))
        .reduce((sum, customer) => sum + customer.numOfTrainings, 0);
      expect(balances).toBe(expected.points.at(-1)?.sessions);
    });

    it('answers the same points as CSV, and only to admins', async () => {
      const csv = await app.inject({
        method: 'GET',
        url: `/api/reports/liability?${range}&format=csv`,
        headers: await identityHeaders(admin),
      });
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body).toBe(
        '\uFEFFAs of,Date,Sessions Owed,Value ($)\r\n' +
          '2026-03,2026-03-31T15:59:59.999Z,10,500.00\r\n' +
          '2026-04,2026-04-30T15:59:59.999Z,12,700.00\r\n' +
          'today,2026-05-10T02:00:00.000Z,10,575.00\r\n',
      );
      const asTrainer = await app.inject({
        method: 'GET',
        url: `/api/reports/liability?${range}`,
        headers: await identityHeaders(trainer),
      });
      expect(asTrainer.statusCode).toBe(403);
    });
  },
);
