import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorMessageOf } from '../src/api-client.js';
import { startInProcessPortal, type InProcessPortal } from '../src/in-process-portal.js';
import { trainerDateLists } from '@studio/contracts/trainer-stats-lazy';
import { bffOwnRoutes, listRoutes, routeKey, type ListedRoute } from '../src/route-listing.js';
import {
  createStaff,
  createTrainer,
  logIn,
  newAccountDetails,
  type Staff,
  type StaffMember,
} from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

type Caller = 'anonymous' | 'trainerA' | 'trainerB' | 'admin';
const callers: readonly Caller[] = ['anonymous', 'trainerA', 'trainerB', 'admin'];

/** Whose object a call is about: trainer A's, trainer B's, or nobody's (lists, own account, new things). */
type Owner = 'A' | 'B' | '-';

interface PreparedCall {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Call with a new session of the caller instead of their usual one (logout ends it, login replaces it). */
  freshSession?: boolean;
}

interface Row {
  owners: readonly Owner[];
  /** Makes what the call needs (a fresh object owned by `owner`) and says how to call. */
  prepare(owner: Owner, caller: StaffMember | undefined): Promise<PreparedCall>;
  expected: Record<Caller, number | Partial<Record<Owner, number>>>;
  /** After a successful call (e.g. a changed password). */
  afterSuccess?(caller: StaffMember | undefined, call: PreparedCall): void;
}

// Expected statuses, from docs/architecture.md: signed out 401; wrong role 403; another trainer's
// object 404 (it does not exist for them), except booking for another trainer's customer (400)
// and naming another trainer as a customer's trainer (403).
const everyone = (status: number) => ({
  anonymous: status,
  trainerA: status,
  trainerB: status,
  admin: status,
});
const staffOnly = (status: number) => ({
  anonymous: 401,
  trainerA: status,
  trainerB: status,
  admin: status,
});
const adminOnly = (status: number) => ({
  anonymous: 401,
  trainerA: 403,
  trainerB: 403,
  admin: status,
});
const ownerOrAdmin = (ok: number, other: number) => ({
  anonymous: 401,
  trainerA: { A: ok, B: other },
  trainerB: { A: other, B: ok },
  admin: ok,
});
const both: readonly Owner[] = ['A', 'B'];
const none: readonly Owner[] = ['-'];

let portal: InProcessPortal;
let api: ApiClient;
let staff: Staff;
let data: StudioData;
let discovered: ListedRoute[];

const trainerOf = (owner: Owner): StaffMember => (owner === 'B' ? staff.trainerB : staff.trainerA);
const idempotencyKey = () => `matrix-${randomBytes(8).toString('hex')}`;

const matrix: Record<string, Row> = {
  // The BFF's own routes. Signing in (or up) replaces the caller's session, so these use a throwaway one.
  'POST /api/login': {
    owners: none,
    prepare: async () => ({
      path: '/api/login',
      body: { email: staff.trainerA.email, password: staff.trainerA.password },
      freshSession: true,
    }),
    expected: everyone(200),
  },
  'POST /api/register': {
    owners: none,
    prepare: async () => ({
      path: '/api/register',
      body: { ...newAccountDetails('Self'), role: 'trainer' },
      freshSession: true,
    }),
    expected: everyone(201),
  },
  'POST /api/logout': {
    owners: none,
    prepare: async () => ({ path: '/api/logout', freshSession: true }),
    expected: everyone(204),
  },

  // auth service
  'GET /api/profile': {
    owners: none,
    prepare: async () => ({ path: '/api/profile' }),
    expected: staffOnly(200),
  },
  'PUT /api/profile/password': {
    owners: none,
    prepare: async (_owner, caller) => ({
      path: '/api/profile/password',
      body: {
        oldPassword: caller?.password ?? 'not signed in',
        newPassword: `${caller?.password ?? 'a long enough password'}-next`,
      },
    }),
    expected: staffOnly(200),
    afterSuccess: (caller) => {
      if (caller) caller.password = `${caller.password}-next`;
    },
  },
  'POST /api/forgot-password': {
    owners: none,
    prepare: async () => ({ path: '/api/forgot-password', body: { email: staff.trainerA.email } }),
    expected: everyone(200),
  },
  'POST /api/reset-password/:token': {
    owners: none,
    prepare: async () => ({
      path: `/api/reset-password/${randomBytes(32).toString('base64url')}`,
      body: { newPassword: 'a new password that is long' },
    }),
    expected: everyone(400),
  },
  'GET /api/users': {
    owners: none,
    prepare: async () => ({ path: '/api/users' }),
    expected: adminOnly(200),
  },
  'POST /api/admin/users': {
    owners: none,
    prepare: async () => ({
      path: '/api/admin/users',
      body: { ...newAccountDetails('Made'), role: 'trainer' },
    }),
    expected: adminOnly(201),
  },
  'PUT /api/users/:id': {
    owners: none,
    prepare: async () => {
      const target = await createTrainer(api, staff.admin, 'Renamed');
      return { path: `/api/users/${target.id}`, body: { name: `${target.name} II` } };
    },
    expected: adminOnly(200),
  },
  'DELETE /api/users/:id': {
    owners: none,
    prepare: async () => {
      const target = await createTrainer(api, staff.admin, 'Leaving');
      return { path: `/api/users/${target.id}` };
    },
    expected: adminOnly(204),
  },

  // customer service
  'GET /api/customers': {
    owners: none,
    prepare: async () => ({ path: '/api/customers' }),
    expected: staffOnly(200),
  },
  'GET /api/customers/:id': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'GET /api/customers/:id/payments': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/payments`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'GET /api/customers/export.csv': {
    owners: none,
    prepare: async () => ({ path: '/api/customers/export.csv' }),
    expected: staffOnly(200),
  },
  'POST /api/customers': {
    owners: both,
    prepare: async (owner) => ({
      path: '/api/customers',
      body: data.customerFields(trainerOf(owner)),
    }),
    expected: ownerOrAdmin(201, 403),
  },
  'PUT /api/customers/:id': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}`,
      body: { name: 'Renamed Customer' },
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'POST /api/customers/:id/adjustments': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/adjustments`,
      body: { delta: 2, reason: 'Goodwill sessions' },
    }),
    expected: adminOnly(200),
  },

  // training service
  'GET /api/training': {
    owners: none,
    prepare: async () => ({ path: '/api/training' }),
    expected: staffOnly(200),
  },
  'POST /api/training': {
    owners: both,
    prepare: async (owner) => ({
      path: '/api/training',
      body: {
        customerID: await data.customerOf(trainerOf(owner)),
        dateOfTraining: data.nextFutureDate(),
      },
    }),
    expected: ownerOrAdmin(201, 400),
  },
  'PUT /api/training/:id': {
    owners: both,
    prepare: async (owner) => {
      const customerID = await data.customerOf(trainerOf(owner));
      const id = await data.trainingFor(customerID);
      return {
        path: `/api/training/${id}`,
        body: { customerID, dateOfTraining: data.nextFutureDate() },
      };
    },
    expected: ownerOrAdmin(200, 404),
  },
  'DELETE /api/training/:id': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/training/${await data.trainingOf(trainerOf(owner))}`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'GET /api/unclaimedtraining': {
    owners: none,
    prepare: async () => ({ path: '/api/unclaimedtraining' }),
    expected: staffOnly(200),
  },
  'POST /api/claimtraining/:id': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/claimtraining/${await data.trainingOf(trainerOf(owner), 'past')}`,
      body: { status: 'completed' },
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'GET /api/training/stats/summary': {
    owners: none,
    prepare: async () => ({ path: '/api/training/stats/summary' }),
    expected: staffOnly(200),
  },
  'GET /api/training/stats/trainers': {
    owners: none,
    prepare: async () => ({ path: '/api/training/stats/trainers' }),
    expected: staffOnly(200),
  },
  'GET /api/training/stats/completed-by-month': {
    owners: none,
    prepare: async () => ({ path: '/api/training/stats/completed-by-month' }),
    expected: staffOnly(200),
  },

  'GET /api/training/stats/trainer-counts': {
    owners: none,
    prepare: async () => ({ path: '/api/training/stats/trainer-counts' }),
    expected: staffOnly(200),
  },
  ...Object.fromEntries(
    trainerDateLists.map((list): [string, Row] => [
      `GET /api/training/stats/trainers/:id/${list}`,
      {
        owners: none,
        prepare: async () => ({
          path: `/api/training/stats/trainers/${staff.trainerA.id}/${list}`,
        }),
        expected: staffOnly(200),
      },
    ]),
  ),

  // payment service
  'GET /api/payments': {
    owners: none,
    prepare: async () => ({ path: '/api/payments' }),
    expected: staffOnly(200),
  },
  'GET /api/payments/export.csv': {
    owners: none,
    prepare: async () => ({ path: '/api/payments/export.csv' }),
    expected: staffOnly(200),
  },
  'POST /api/payments': {
    owners: both,
    prepare: async (owner) => ({
      path: '/api/payments',
      body: {
        customerID: await data.customerOf(trainerOf(owner)),
        amountPaid: 300,
        numOfTrainingsPaidFor: 3,
      },
      headers: { 'Idempotency-Key': idempotencyKey() },
    }),
    expected: ownerOrAdmin(201, 404),
  },

  // Service-to-service routes: the BFF never forwards them, whoever asks.
  'GET /internal/users': internalRow('/internal/users?ids=' + randomUUID()),
  'POST /internal/login': internalRow('/internal/login', { email: 'a@example.com', password: 'x' }),
  'POST /internal/logout': internalRow('/internal/logout'),
  'POST /internal/register': internalRow('/internal/register', {
    ...newAccountDetails('Sneaky'),
    role: 'admin',
  }),
  'GET /internal/customers': internalRow(`/internal/customers?trainerId=${randomUUID()}`),
  'POST /internal/customers/lookup': internalRow('/internal/customers/lookup', {
    ids: [randomUUID()],
  }),
  'POST /internal/customers/:id/ledger': internalRow(`/internal/customers/${randomUUID()}/ledger`, {
    sourceType: 'adjustment',
    sourceId: 'matrix',
    delta: 100,
    reason: 'not allowed',
  }),
  'GET /internal/trainers/:id/customer-count': internalRow(
    `/internal/trainers/${randomUUID()}/customer-count`,
  ),
};

function internalRow(path: string, body?: unknown): Row {
  return { owners: none, prepare: async () => ({ path, body }), expected: everyone(404) };
}

function expectedStatus(row: Row, caller: Caller, owner: Owner): number {
  const cell = row.expected[caller];
  if (typeof cell === 'number') return cell;
  const status = cell[owner];
  if (status === undefined) throw new Error(`no expected status for ${caller} × ${owner}`);
  return status;
}

beforeAll(async () => {
  portal = await startInProcessPortal({ trustForwardedFor: true });
  api = new ApiClient(portal.bffUrl, portal.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
  data = new StudioData(api, staff);
  discovered = Object.values(portal.services)
    .flatMap((service) => listRoutes(service.app))
    .filter((route) => route.path.startsWith('/api/') || route.path.startsWith('/internal/'));
});
afterAll(async () => {
  await portal?.stop();
});

describe('the access matrix', () => {
  it('has rows for exactly the routes the running services and the BFF serve', () => {
    const served = [...discovered, ...bffOwnRoutes].map(routeKey).sort();
    expect(Object.keys(matrix).sort()).toEqual(served);
  });

  const cells = Object.entries(matrix).flatMap(([route, row]) =>
    callers.flatMap((caller) => row.owners.map((owner) => ({ route, row, caller, owner }))),
  );

  it.each(
    cells.map((cell) => [
      `${cell.route} as ${cell.caller}${cell.owner === '-' ? '' : ` on ${cell.owner}'s`}`,
      cell,
    ]),
  )('%s', async (_name, { route, row, caller, owner }) => {
    const person = caller === 'anonymous' ? undefined : staff[caller];
    const call = await row.prepare(owner, person);
    const token = person && (call.freshSession ? await logIn(api, person) : person.token);
    const method = route.split(' ')[0]!;
    const answer = await api.call(method, call.path, {
      token,
      body: call.body,
      headers: call.headers,
    });

    const wanted = expectedStatus(row, caller, owner);
    expect(
      answer.status,
      `${method} ${call.path} as ${caller}: ${JSON.stringify(answer.body)}`,
    ).toBe(wanted);
    if (wanted >= 400) expect(errorMessageOf(answer)).toEqual(expect.any(String));
    if (wanted < 300) row.afterSuccess?.(person, call);
  });
});

describe('lists a trainer reads', () => {
  it('show only their own customers, trainings, unclaimed sessions and payments; an admin sees both', async () => {
    const own = { A: await ownedThings(staff.trainerA), B: await ownedThings(staff.trainerB) };
    const idsIn = async (token: string, path: string, idOf: (item: never) => string) => {
      const answer = await api.call('GET', path, { token });
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      return new Set((answer.body as never[]).map(idOf));
    };
    const lists = [
      { path: '/api/customers', thing: 'customer', idOf: (item: { _id: string }) => item._id },
      { path: '/api/training', thing: 'training', idOf: (item: { _id: string }) => item._id },
      {
        path: '/api/unclaimedtraining',
        thing: 'pastTraining',
        idOf: (item: { _id: string }) => item._id,
      },
      { path: '/api/payments', thing: 'payment', idOf: (item: { _id: string }) => item._id },
    ] as const;
    for (const { path, thing, idOf } of lists) {
      const seenByA = await idsIn(staff.trainerA.token, path, idOf);
      const seenByB = await idsIn(staff.trainerB.token, path, idOf);
      const seenByAdmin = await idsIn(staff.admin.token, path, idOf);
      expect(
        [seenByA.has(own.A[thing]), seenByA.has(own.B[thing])],
        `${path} for trainer A`,
      ).toEqual([true, false]);
      expect(
        [seenByB.has(own.A[thing]), seenByB.has(own.B[thing])],
        `${path} for trainer B`,
      ).toEqual([false, true]);
      expect(
        [seenByAdmin.has(own.A[thing]), seenByAdmin.has(own.B[thing])],
        `${path} for the admin`,
      ).toEqual([true, true]);
    }

    const statsOfA = await api.call('GET', '/api/training/stats/trainers', {
      token: staff.trainerA.token,
    });
    const trainerIds = (statsOfA.body as { trainers: { trainer: { _id: string } }[] }).trainers.map(
      (row) => row.trainer._id,
    );
    expect(trainerIds).not.toContain(staff.trainerB.id);
  });
});

async function ownedThings(trainer: StaffMember) {
  const customer = await data.customerOf(trainer);
  return {
    customer,
    training: await data.trainingFor(customer),
    pastTraining: await data.trainingFor(customer, 'past'),
    payment: await data.paymentFor(customer),
  };
}
