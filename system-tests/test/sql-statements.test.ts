import { randomUUID } from 'node:crypto';
import { signCustomerIdentity } from '@studio/service-kit/identity-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../src/api-client.js';
import { startInProcessPortal, type InProcessPortal } from '../src/in-process-portal.js';
import { listRoutes } from '../src/route-listing.js';
import { SqlStatementCounter } from '../src/sql-statement-counter.js';
import { createStaff, type Staff } from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

// Each read a screen makes costs at most a few statements, counted over every service it reaches,
// however many rows it shows: a per-row query (N+1) shows up here already with a handful of rows
// per trainer.
const statementsPerRequest = 3;

// The paged forms the screens use, in the sorts and searches that read the most.
const pagedReads = [
  // Every customers page also asks auth for its rows' portal access (one statement there).
  '/api/customers?limit=2',
  '/api/customers?limit=2&sort=trainer',
  '/api/customers?limit=2&q=a&sort=trainer&order=desc',
  '/api/customers?limit=2&q=a&sort=paymentHistory&order=desc',
  '/api/payments?limit=2',
  '/api/payments?limit=2&sort=name&q=a',
  '/api/unclaimedtraining?limit=2',
  '/api/training?from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z&limit=2',
  '/api/customers/options?q=a&limit=2',
  '/api/users?limit=2&sort=lastEdited',
  '/api/users?limit=2&status=pending',
  // Issue 29: the Training Stats table's page (counts, and the staff roster in auth), the
  // searchable trainer filter, and the Reports screen's detail pages.
  '/api/training/stats/trainer-counts?limit=2&sort=pastCount&order=desc',
  '/api/users/options?q=a&limit=2',
  '/api/reports/trainer-pay?from=2026-01&to=2026-12&limit=2&sort=amountCents',
  '/api/reports/revenue?from=2026-01&to=2026-12&limit=2&sort=trainer',
];

/** Reports need their range of months (a year here), open slots their days (four weeks). */
const withRequiredQuery = (path: string) =>
  path.startsWith('/api/reports/')
    ? `${path}?from=2026-01&to=2026-12`
    : path.endsWith('/slots')
      ? `${path}?from=2026-12-01&to=2026-12-28`
      : path;

const counter = new SqlStatementCounter();
let portal: InProcessPortal;
let api: ApiClient;
let staff: Staff;
let data: StudioData;

beforeAll(async () => {
  counter.install();
  portal = await startInProcessPortal({ trustForwardedFor: true, sqlCounter: counter });
  api = new ApiClient(portal.bffUrl, portal.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
  data = new StudioData(api, staff);
  for (const trainer of [staff.trainerA, staff.trainerB]) {
    for (let n = 0; n < 4; n += 1) {
      const customer = await data.customerOf(trainer);
      await data.paymentFor(customer, 5);
      await data.trainingFor(customer);
      const past = await data.trainingFor(customer, 'past');
      if (n % 2 === 0) {
        const claimed = await api.call('POST', `/api/claimtraining/${past}`, {
          token: staff.admin.token,
          body: { status: 'completed' },
        });
        expect(claimed.status).toBe(200);
      }
    }
  }
});
afterAll(async () => {
  await portal?.stop();
});

describe('SQL statements per read', () => {
  let sequence = 0;

  it.each(['trainerA', 'admin'] as const)(
    'stay within the budget for every GET route as %s',
    async (who) => {
      const reads = Object.values(portal.services)
        .flatMap((service) => listRoutes(service.app))
        // A welcome link's read needs the token of a mailed invite (the customer-accounts tests
        // cover it), and the PayNow code reads no table of its own (the studio's settings and the
        // customer's trainer, through the other services' cached reads); every other read is
        // measured here. A photo's bytes need a photo's id (one read by key, covered by the
        // progress tests), so only the paths whose one parameter is a customer's `:id` are filled.
        .filter((route) => route.method === 'GET' && route.path.startsWith('/api/'))
        .filter((route) => !route.path.includes(':token') && route.path !== '/api/paynow')
        .filter((route) => !/:(?!id\b)\w+/.test(route.path))
        // A lead's and a trainer's `:id` is not a customer's (the leads and availability tests read them).
        .filter((route) => !/^\/api\/(leads|trainers)\/:id/.test(route.path));
      expect(reads.length).toBeGreaterThan(5);
      const customers = (await api.call('GET', '/api/customers', { token: staff[who].token }))
        .body as { _id: string }[];

      const over: string[] = [];
      const paths = [
        ...reads.map((route) => withRequiredQuery(route.path.replace(':id', customers[0]!._id))),
        ...pagedReads.filter((path) => who === 'admin' || !path.startsWith('/api/users')),
      ];
      for (const path of paths) {
        sequence += 1;
        const requestId = `sql-${who}-${sequence}`;
        const answer = await api.call('GET', path, {
          token: staff[who].token,
          headers: { 'X-Request-Id': requestId },
        });
        // Admin-only reads refuse a trainer, and a customer's own reads refuse staff, before any
        // SQL (the access matrix checks who gets what; a customer's reads are measured below).
        if (who === 'trainerA' && answer.status === 403) continue;
        if (path.startsWith('/api/me/') && answer.status === 403) continue;
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
        const counts = counter.countsFor(requestId);
        expect(Object.keys(counts).length, `${path} made no SQL statement at all`).toBeGreaterThan(
          0,
        );
        const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
        if (total > statementsPerRequest)
          over.push(`${path}: ${total} statements ${JSON.stringify(counts)}`);
      }
      expect(over).toEqual([]);
    },
  );
});

describe("SQL statements per customer's own read", () => {
  it.each(['/api/me/trainings', '/api/me/booking-requests'])(
    'keeps %s within the budget',
    async (path) => {
      const customerId = await data.customerOf(staff.trainerA);
      await data.trainingFor(customerId);
      await data.trainingFor(customerId, 'past');
      const identity = await signCustomerIdentity(
        { userId: randomUUID(), customerId, name: 'Budget Customer' },
        portal.settings.internalTokenSecret,
      );
      const requestId = `sql-customer-${randomUUID()}`;
      // Straight to the training service with a signed identity for a customer of trainer A (an
      // invited, signed-in customer per read would only add mail); the BFF path is the access matrix's.
      const answer = await portal.services.training.app.inject({
        method: 'GET',
        url: path,
        headers: { 'x-studio-identity': identity, 'x-request-id': requestId },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const counts = counter.countsFor(requestId);
      const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
      expect(total, JSON.stringify(counts)).toBeGreaterThan(0);
      expect(total, JSON.stringify(counts)).toBeLessThanOrEqual(statementsPerRequest);
    },
  );
});
