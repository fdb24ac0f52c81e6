import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorMessageOf } from '../src/api-client.js';
import { startInProcessPortal, type InProcessPortal } from '../src/in-process-portal.js';
import { trainerDateLists } from '@studio/contracts/trainer-stats-lazy';
import { bffOwnRoutes, listRoutes, routeKey, type ListedRoute } from '../src/route-listing.js';
import { ServiceRequestLog } from '../src/service-request-log.js';
import { signedInCustomer, type CustomerMember } from '../src/signed-in-customer.js';
import {
  createStaff,
  createTrainer,
  logIn,
  newAccountDetails,
  type Staff,
  type StaffMember,
} from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';
import { seededLead } from '../src/seeded-lead.js';
import { signCustomerIdentity } from '@studio/service-kit/identity-token';
import { multipartForm, tinyPng } from '@studio/service-kit/testing/multipart-form';

type Caller = 'anonymous' | 'trainerA' | 'trainerB' | 'admin' | 'customer';
const callers: readonly Caller[] = ['anonymous', 'trainerA', 'trainerB', 'admin', 'customer'];
/** Who calls: staff, or a signed-in customer (a customer of trainer A, issue 15). */
type Person = StaffMember | CustomerMember;

/** Whose object a call is about: trainer A's, trainer B's, or nobody's (lists, own account, new things). */
type Owner = 'A' | 'B' | '-';

interface PreparedCall {
  path: string;
  body?: unknown;
  /** Sent as is with its content type instead of a JSON body (a multipart upload). */
  form?: { body: Buffer; contentType: string };
  headers?: Record<string, string>;
  /** Call with a new session of the caller instead of their usual one (logout ends it, login replaces it). */
  freshSession?: boolean;
}

interface Row {
  owners: readonly Owner[];
  /** Makes what the call needs (a fresh object owned by `owner`) and says how to call. */
  prepare(owner: Owner, caller: Person | undefined): Promise<PreparedCall>;
  expected: Record<Caller, number | Partial<Record<Owner, number>>>;
  /** After a successful call (e.g. a changed password). */
  afterSuccess?(caller: Person | undefined, call: PreparedCall): void;
}

// Expected statuses, from docs/architecture.md: signed out 401; wrong role 403; another trainer's
// object 404 (it does not exist for them), except booking for another trainer's customer (400)
// and naming another trainer as a customer's trainer (403). A signed-in customer reaches no staff
// route (403) and only their own data through `/api/me/...`.
const everyone = (status: number) => ({
  anonymous: status,
  trainerA: status,
  trainerB: status,
  admin: status,
  customer: status,
});
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
const staffOnly = (status: number) => ({
  anonymous: 401,
  trainerA: status,
  trainerB: status,
  admin: status,
  customer: 403,
});
const adminOnly = (status: number) => ({
  anonymous: 401,
  trainerA: 403,
  trainerB: 403,
  admin: status,
  customer: 403,
});
const ownerOrAdmin = (ok: number, other: number) => ({
  anonymous: 401,
  trainerA: { A: ok, B: other },
  trainerB: { A: other, B: ok },
  admin: ok,
  customer: 403,
});
const customerOnly = (status: number) => ({
  anonymous: 401,
  trainerA: 403,
  trainerB: 403,
  admin: 403,
  customer: status,
});
const both: readonly Owner[] = ['A', 'B'];
const none: readonly Owner[] = ['-'];

let portal: InProcessPortal;
let api: ApiClient;
let staff: Staff;
let customer: CustomerMember;
let data: StudioData;
let discovered: ListedRoute[];
const serviceRequests = new ServiceRequestLog();

/** The only /api routes a signed-out person may use; every other one is 401 at the BFF. */
const publicRoutes = [
  'POST /api/login',
  'POST /api/login/2fa',
  'POST /api/login/2fa/setup',
  'POST /api/login/2fa/enable',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/forgot-password',
  'POST /api/reset-password/:token',
  'POST /api/unsubscribe/:token',
  'GET /api/welcome/:token',
  'GET /api/published-results',
  'GET /api/published-results/gallery',
  'GET /api/published-results/:resultId/:width',
  'POST /api/welcome/:token',
  'GET /api/business-time',
  'POST /api/public/events',
  'POST /api/public/events/whatsapp-click',
  'GET /api/trial/slots',
  'POST /api/trial/holds',
];

const trainerOf = (owner: Owner): StaffMember => (owner === 'B' ? staff.trainerB : staff.trainerA);
/** A fresh lead whose trial is with the owner's trainer. */
const leadOf = (owner: Owner) => seededLead(portal.settings.databaseUrl, trainerOf(owner).id);
const idempotencyKey = () => `matrix-${randomBytes(8).toString('hex')}`;

/** A trainer who registered themselves and waits for an admin's approval; returns their id. */
async function selfRegisteredTrainer(label: string): Promise<string> {
  const answer = await api.call('POST', '/api/register', {
    body: { ...newAccountDetails(label), role: 'trainer' },
  });
  if (answer.status !== 202)
    throw new Error(`self-registering answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { user: { _id: string } }).user._id;
}

const reportRange = 'from=2026-01&to=2026-12';

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
  // The steps after the password continue a sign-in by its challenge, never a session: a made-up
  // challenge is refused whoever calls.
  ...Object.fromEntries(
    [
      ['/api/login/2fa', { code: '123456' }],
      ['/api/login/2fa/setup', {}],
      ['/api/login/2fa/enable', { code: '123456' }],
    ].map(([path, body]): [string, Row] => [
      `POST ${path as string}`,
      {
        owners: none,
        prepare: async () => ({
          path: path as string,
          body: { challenge: randomBytes(32).toString('base64url'), ...(body as object) },
        }),
        expected: everyone(400),
      },
    ]),
  ),
  'POST /api/register': {
    owners: none,
    prepare: async () => ({
      path: '/api/register',
      body: { ...newAccountDetails('Self'), role: 'trainer' },
      freshSession: true,
    }),
    // A self-registered trainer waits for an admin's approval (the default `staffRegistration`);
    // one a signed-in admin registers is active at once.
    expected: { ...everyone(202), admin: 201 },
  },
  'POST /api/logout': {
    owners: none,
    prepare: async () => ({ path: '/api/logout', freshSession: true }),
    expected: everyone(204),
  },
  // The studio's zone and shared limits: every screen needs them, the sign-in page too.
  'GET /api/business-time': {
    owners: none,
    prepare: async () => ({ path: '/api/business-time' }),
    expected: everyone(200),
  },
  // The invite's link sets a customer's first password; a made-up token is refused.
  'POST /api/welcome/:token': {
    owners: none,
    prepare: async () => ({
      path: `/api/welcome/${randomBytes(32).toString('base64url')}`,
      body: { password: 'a long enough password' },
    }),
    expected: everyone(400),
  },

  // auth service: staff and customers alike read their profile and change their password
  'GET /api/profile': {
    owners: none,
    prepare: async () => ({ path: '/api/profile' }),
    expected: signedIn(200),
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
    expected: signedIn(200),
    afterSuccess: (caller) => {
      if (caller) caller.password = `${caller.password}-next`;
    },
  },
  // Two-step sign-in from the profile, for oneself, staff or customer. Setting up keeps a pending
  // secret only; a wrong code turns nothing on, and turning off what is not on is a 409.
  'POST /api/profile/2fa/setup': {
    owners: none,
    prepare: async () => ({ path: '/api/profile/2fa/setup' }),
    expected: signedIn(200),
  },
  'POST /api/profile/2fa/enable': {
    owners: none,
    prepare: async () => ({ path: '/api/profile/2fa/enable', body: { code: '000000' } }),
    expected: signedIn(400),
  },
  'DELETE /api/profile/2fa': {
    owners: none,
    prepare: async () => ({ path: '/api/profile/2fa', body: { code: '000000' } }),
    expected: signedIn(409),
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
  'GET /api/users/options': {
    owners: none,
    prepare: async () => ({ path: '/api/users/options' }),
    expected: staffOnly(200),
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
  'POST /api/users/:id/approve': {
    owners: none,
    prepare: async () => ({ path: `/api/users/${await selfRegisteredTrainer('Waiting')}/approve` }),
    expected: adminOnly(200),
  },
  // An admin resets another staff member's second factor; one without it is a 409.
  'POST /api/users/:id/2fa/reset': {
    owners: none,
    prepare: async () => {
      const target = await createTrainer(api, staff.admin, 'Lost phone');
      return { path: `/api/users/${target.id}/2fa/reset` };
    },
    expected: adminOnly(409),
  },
  'POST /api/users/:id/reject': {
    owners: none,
    prepare: async () => ({ path: `/api/users/${await selfRegisteredTrainer('Turned')}/reject` }),
    expected: adminOnly(200),
  },
  'GET /api/settings': {
    owners: none,
    prepare: async () => ({ path: '/api/settings' }),
    expected: staffOnly(200),
  },
  'PUT /api/settings': {
    owners: none,
    prepare: async () => ({ path: '/api/settings', body: { lowBalanceThreshold: 3 } }),
    expected: adminOnly(200),
  },
  'GET /api/studio-contact': {
    owners: none,
    prepare: async () => ({ path: '/api/studio-contact' }),
    expected: signedIn(200),
  },
  'GET /api/welcome/:token': {
    owners: none,
    prepare: async () => ({ path: `/api/welcome/${randomBytes(32).toString('base64url')}` }),
    expected: everyone(400),
  },

  // customer service
  'GET /api/customers': {
    owners: none,
    prepare: async () => ({ path: '/api/customers' }),
    expected: staffOnly(200),
  },
  'GET /api/customers/options': {
    owners: none,
    prepare: async () => ({ path: '/api/customers/options' }),
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
  // The spec's client sends back the whole object GET gave it, edited.
  'PUT /api/customers/:id': {
    owners: both,
    prepare: async (owner) => {
      const id = await data.customerOf(trainerOf(owner));
      const customer = await listedByAdmin('/api/customers', id);
      return { path: `/api/customers/${id}`, body: { ...customer, name: 'Renamed Customer' } };
    },
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
  'POST /api/customers/:id/packages/:packageId/extend': {
    owners: both,
    prepare: async (owner) => {
      const id = await data.customerOf(trainerOf(owner));
      await data.paymentFor(id, 3);
      const { paymentHistory } = (await listedByAdmin('/api/customers', id)) as {
        paymentHistory: { packageId: string }[];
      };
      return {
        path: `/api/customers/${id}/packages/${paymentHistory[0]!.packageId}/extend`,
        body: { expiresOn: '2099-12-31', reason: 'Injured; doctor’s letter seen' },
      };
    },
    expected: adminOnly(200),
  },
  'POST /api/customers/:id/email-consent': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/email-consent`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  // Portal access of a customer (issue 15): their trainer or an admin.
  'GET /api/customers/:id/access': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/access`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'POST /api/customers/:id/invite': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/invite`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'DELETE /api/customers/:id/access': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/access`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  // A customer's own record: there is no id to ask for someone else's.
  'GET /api/me/customer': {
    owners: none,
    prepare: async () => ({ path: '/api/me/customer' }),
    expected: customerOnly(200),
  },
  // Public: its only credential is the signed token of a mail's link (a made-up one is refused).
  'POST /api/unsubscribe/:token': {
    owners: none,
    prepare: async () => ({ path: `/api/unsubscribe/${randomUUID()}_not-a-signature` }),
    expected: everyone(400),
  },

  // PDPA (issue 28): a customer's data export (the BFF reads it as the caller) and the erasure.
  'GET /api/me/export': {
    owners: none,
    prepare: async () => ({ path: '/api/me/export' }),
    expected: customerOnly(200),
  },
  // One click: the signed-in customer stops reminders and notices.
  'DELETE /api/me/email-consent': {
    owners: none,
    prepare: async () => ({ path: '/api/me/email-consent' }),
    expected: customerOnly(200),
  },
  'GET /api/customers/:id/export': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/export`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'POST /api/customers/:id/erase': {
    owners: both,
    prepare: async (owner) => {
      const customerId = await data.customerOf(trainerOf(owner));
      const { name } = await asAdmin('GET', `/api/customers/${customerId}`);
      return { path: `/api/customers/${customerId}/erase`, body: { confirmName: name } };
    },
    expected: adminOnly(200),
  },

  // Progress (customer service, issue 30): the customer, their trainer and admins.
  'GET /api/customers/:id/measurements': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/measurements`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'POST /api/customers/:id/measurements': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/measurements`,
      body: { date: progressDates.before, weightKg: 80.5 },
    }),
    expected: ownerOrAdmin(201, 404),
  },
  'PUT /api/customers/:id/measurements/:mid': {
    owners: both,
    prepare: async (owner) => {
      const customerId = await data.customerOf(trainerOf(owner));
      const recorded = await asAdmin('POST', `/api/customers/${customerId}/measurements`, {
        date: progressDates.before,
        weightKg: 80.5,
      });
      return {
        path: `/api/customers/${customerId}/measurements/${recorded._id as string}`,
        body: { date: progressDates.before, weightKg: 80 },
      };
    },
    expected: ownerOrAdmin(200, 404),
  },
  'GET /api/customers/:id/trial-requests': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/trial-requests`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'GET /api/me/trial-requests': {
    owners: none,
    prepare: async () => ({ path: '/api/me/trial-requests' }),
    expected: customerOnly(200),
  },
  'GET /api/me/measurements': {
    owners: none,
    prepare: async () => ({ path: '/api/me/measurements' }),
    expected: customerOnly(200),
  },
  'POST /api/me/measurements': {
    owners: none,
    prepare: async () => ({
      path: '/api/me/measurements',
      body: { date: progressDates.after, weightKg: 79 },
    }),
    expected: customerOnly(201),
  },
  'GET /api/customers/:id/photos': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/photos`,
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'POST /api/customers/:id/photos': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/customers/${await data.customerOf(trainerOf(owner))}/photos`,
      form: await photoForm(progressDates.before),
    }),
    expected: ownerOrAdmin(201, 404),
  },
  'GET /api/me/photos': {
    owners: none,
    prepare: async () => ({ path: '/api/me/photos' }),
    expected: customerOnly(200),
  },
  'POST /api/me/photos': {
    owners: none,
    prepare: async () => ({ path: '/api/me/photos', form: await photoForm(progressDates.after) }),
    expected: customerOnly(201),
  },
  // A photo of a customer of the owner's trainer: never the matrix customer's own, so 404 for them.
  ...Object.fromEntries(
    ['', '/thumb'].map((suffix): [string, Row] => [
      `GET /api/photos/:photoId${suffix}`,
      {
        owners: both,
        prepare: async (owner) => ({
          path: `/api/photos/${await photoOf(await data.customerOf(trainerOf(owner)))}${suffix}`,
        }),
        expected: { ...ownerOrAdmin(200, 404), customer: 404 },
      },
    ]),
  ),
  'GET /api/me/photo-consents': {
    owners: none,
    prepare: async () => ({ path: '/api/me/photo-consents' }),
    expected: customerOnly(200),
  },
  'POST /api/me/photo-consents': {
    owners: none,
    prepare: async () => ({
      path: '/api/me/photo-consents',
      body: await pairOf(customer.customerId),
    }),
    expected: customerOnly(201),
  },
  'DELETE /api/me/photo-consents/:consentId': {
    owners: none,
    prepare: async () => ({ path: `/api/me/photo-consents/${await consentOfCustomer()}` }),
    expected: customerOnly(200),
  },
  'GET /api/photo-consents': {
    owners: none,
    prepare: async () => ({ path: '/api/photo-consents' }),
    expected: adminOnly(200),
  },
  'PUT /api/photo-consents/:consentId/publication': {
    owners: none,
    prepare: async () => ({
      path: `/api/photo-consents/${await consentOfCustomer()}/publication`,
      body: { caption: 'Twelve weeks of steady work' },
    }),
    expected: adminOnly(200),
  },
  'DELETE /api/photo-consents/:consentId/publication': {
    owners: none,
    prepare: async () => ({ path: `/api/photo-consents/${await consentOfCustomer()}/publication` }),
    expected: adminOnly(200),
  },
  // Leads (issue 27): admins every lead, a trainer only the leads whose trial is with them.
  'GET /api/leads': {
    owners: none,
    prepare: async () => ({ path: '/api/leads?limit=5' }),
    expected: staffOnly(200),
  },
  'GET /api/leads/:id': {
    owners: both,
    prepare: async (owner) => ({ path: `/api/leads/${await leadOf(owner)}` }),
    expected: ownerOrAdmin(200, 404),
  },
  'PATCH /api/leads/:id': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/leads/${await leadOf(owner)}`,
      body: { note: 'Called back' },
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'POST /api/leads/:id/lost': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/leads/${await leadOf(owner)}/lost`,
      body: { reason: 'Chose another gym' },
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'POST /api/leads/:id/convert': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/leads/${await leadOf(owner)}/convert`,
      body: { dateOfBirth: '1990-01-02', ic: 'S1234567D', sex: 'Female' },
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'GET /api/reports/funnel': {
    owners: none,
    prepare: async () => ({ path: `/api/reports/funnel?${reportRange}` }),
    expected: adminOnly(200),
  },
  'POST /api/leads/:id/confirm-payment': {
    owners: both,
    // A lead with no trial time held: the service answers why after the access checks.
    prepare: async (owner) => ({ path: `/api/leads/${await leadOf(owner)}/confirm-payment` }),
    expected: ownerOrAdmin(409, 404),
  },
  'GET /api/trial/slots': {
    owners: none,
    prepare: async () => ({ path: `/api/trial/slots?from=${daysAhead(1)}&to=${daysAhead(7)}` }),
    expected: everyone(200),
  },
  'POST /api/trial/holds': {
    owners: none,
    // Anyone may ask; a request without the consents is refused by the service, holding nothing.
    prepare: async () => ({
      path: '/api/trial/holds',
      body: {
        start: `${daysAhead(2)}T10:00:00+08:00`,
        trainerId: staff.trainerA.id,
        name: 'Matrix Visitor',
        email: 'matrix-visitor@example.com',
        phone: '91234567',
        goal: 'other',
        parq: [false, false, false, false, false, false, false],
        consent: {},
        fillMs: 30_000,
      },
    }),
    expected: everyone(400),
  },
  'POST /api/public/events': {
    owners: none,
    prepare: async () => ({
      path: '/api/public/events',
      body: { type: 'trial-view', page: '/trial' },
    }),
    expected: everyone(204),
  },
  'POST /api/public/events/whatsapp-click': {
    owners: none,
    // A START NOW link's ping, as a browser sends it (text/ping; the page in Ping-From).
    prepare: async () => ({
      path: '/api/public/events/whatsapp-click',
      form: { body: Buffer.from('PING'), contentType: 'text/ping' },
      headers: {
        'Ping-From': `${portal.publicBaseUrl}/?utm_source=matrix`,
        'Ping-To': 'https://wa.me/6591234567',
      },
    }),
    expected: everyone(204),
  },
  'GET /api/published-results': {
    owners: none,
    prepare: async () => ({ path: '/api/published-results' }),
    expected: everyone(200),
  },
  'GET /api/published-results/gallery': {
    owners: none,
    prepare: async () => ({ path: '/api/published-results/gallery' }),
    expected: everyone(200),
  },
  'GET /api/published-results/:resultId/:width': {
    owners: none,
    prepare: async () => ({ path: await publishedPictureUrl() }),
    expected: everyone(200),
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
      const id = await data.trainingOf(trainerOf(owner));
      const training = await listedByAdmin('/api/training', id);
      return {
        path: `/api/training/${id}`,
        body: { ...training, dateOfTraining: data.nextFutureDate() },
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

  // A customer's own routes: staff are refused.
  'GET /api/me/trainings': {
    owners: none,
    prepare: async () => ({ path: '/api/me/trainings' }),
    expected: customerOnly(200),
  },
  'POST /api/me/trainings/:id/cancel': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/me/trainings/${await data.trainingOf(trainerOf(owner))}/cancel`,
    }),
    // Another customer's session: it does not exist for the signed-in customer.
    expected: customerOnly(404),
  },
  'GET /api/me/booking-requests': {
    owners: none,
    prepare: async () => ({ path: '/api/me/booking-requests' }),
    expected: customerOnly(200),
  },
  'POST /api/me/booking-requests': {
    owners: none,
    prepare: async () => ({
      path: '/api/me/booking-requests',
      body: { dateOfTraining: data.nextFutureDate() },
    }),
    expected: customerOnly(201),
  },
  'GET /api/booking-requests': {
    owners: none,
    prepare: async () => ({ path: '/api/booking-requests' }),
    expected: staffOnly(200),
  },
  'POST /api/booking-requests/:id/accept': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/booking-requests/${await bookingRequestOf(owner)}/accept`,
      body: {},
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'POST /api/booking-requests/:id/decline': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/booking-requests/${await bookingRequestOf(owner)}/decline`,
      body: { message: 'Not that week, sorry.' },
    }),
    expected: ownerOrAdmin(200, 404),
  },
  'POST /api/training/:id/waive-late-cancel': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/training/${await lateCancelledOf(owner)}/waive-late-cancel`,
    }),
    expected: ownerOrAdmin(200, 404),
  },

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
  // The studio has no PayNow account here: 409 says so, once the customer is the caller's to ask about.
  'GET /api/paynow': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/paynow?customerID=${await data.customerOf(trainerOf(owner))}&amount=300`,
    }),
    expected: ownerOrAdmin(409, 404),
  },
  'GET /api/me/payments': {
    owners: none,
    prepare: async () => ({ path: '/api/me/payments' }),
    expected: customerOnly(200),
  },

  // Reports (training, payment, customer) and trainer rates (training)
  'GET /api/trainer-rates': {
    owners: none,
    prepare: async () => ({ path: '/api/trainer-rates' }),
    expected: staffOnly(200),
  },
  'POST /api/trainer-rates': {
    owners: none,
    prepare: async () => ({
      path: '/api/trainer-rates',
      body: { trainerId: staff.trainerA.id, ratePerSessionCents: 5000, startsOn: '2099-01-01' },
    }),
    expected: adminOnly(201),
  },
  'GET /api/reports/trainer-pay': {
    owners: none,
    prepare: async () => ({ path: `/api/reports/trainer-pay?${reportRange}` }),
    // A trainer gets their own pay only (checked in the training service's tests).
    expected: staffOnly(200),
  },
  ...Object.fromEntries(
    ['sessions', 'retention', 'revenue', 'liability'].map((report): [string, Row] => [
      `GET /api/reports/${report}`,
      {
        owners: none,
        prepare: async () => ({ path: `/api/reports/${report}?${reportRange}` }),
        expected: adminOnly(200),
      },
    ]),
  ),

  // Service-to-service routes: the BFF never forwards them, whoever asks.
  'POST /internal/users/lookup': internalRow('/internal/users/lookup', { ids: [randomUUID()] }),
  'GET /internal/settings': internalRow('/internal/settings'),
  'POST /internal/users/contacts/lookup': internalRow('/internal/users/contacts/lookup', {
    ids: [randomUUID()],
  }),
  'GET /internal/users/staff': internalRow('/internal/users/staff'),
  'POST /internal/login': internalRow('/internal/login', { email: 'a@example.com', password: 'x' }),
  'POST /internal/logout': internalRow('/internal/logout'),
  'POST /internal/login/2fa': internalRow('/internal/login/2fa', {
    challenge: 'x',
    code: '123456',
  }),
  'POST /internal/login/2fa/setup': internalRow('/internal/login/2fa/setup', { challenge: 'x' }),
  'POST /internal/login/2fa/enable': internalRow('/internal/login/2fa/enable', {
    challenge: 'x',
    code: '123456',
  }),
  'POST /internal/sign-in-throttled': internalRow('/internal/sign-in-throttled', {
    email: 'a@example.com',
  }),
  'POST /internal/register': internalRow('/internal/register', {
    ...newAccountDetails('Sneaky'),
    role: 'admin',
  }),
  'GET /internal/customers': internalRow(`/internal/customers?trainerId=${randomUUID()}`),
  'POST /internal/trial-holds': internalRow('/internal/trial-holds', {}),
  'POST /internal/trial-holds/:leadId/confirm': internalRow(
    `/internal/trial-holds/${randomUUID()}/confirm`,
    {},
  ),
  'POST /internal/trial-holds/:leadId/release': internalRow(
    `/internal/trial-holds/${randomUUID()}/release`,
  ),
  'POST /internal/paynow/trial': internalRow('/internal/paynow/trial', { name: 'x' }),
  'POST /internal/customers/lookup': internalRow('/internal/customers/lookup', {
    ids: [randomUUID()],
  }),
  'POST /internal/customers/:id/ledger': internalRow(`/internal/customers/${randomUUID()}/ledger`, {
    sourceType: 'adjustment',
    sourceId: 'matrix',
    delta: 100,
    reason: 'not allowed',
  }),
  'GET /internal/reports/expired-sessions': internalRow(
    `/internal/reports/expired-sessions?${reportRange}`,
  ),
  'GET /internal/trainers/:id/customer-count': internalRow(
    `/internal/trainers/${randomUUID()}/customer-count`,
  ),
  'GET /internal/customer-accounts': internalRow(
    `/internal/customer-accounts?customerIds=${randomUUID()}`,
  ),
  'GET /internal/customer-accounts/:customerId': internalRow(
    `/internal/customer-accounts/${randomUUID()}`,
  ),
  'POST /internal/customer-accounts/:customerId/invite': internalRow(
    `/internal/customer-accounts/${randomUUID()}/invite`,
    { name: 'Sneaky', email: 'sneaky@example.com', actorId: randomUUID() },
  ),
  'POST /internal/customer-accounts/:customerId/revoke': internalRow(
    `/internal/customer-accounts/${randomUUID()}/revoke`,
    { actorId: randomUUID() },
  ),
  'POST /internal/customer-accounts/:customerId/forget': internalRow(
    `/internal/customer-accounts/${randomUUID()}/forget`,
    { name: 'Nobody', email: 'nobody@example.com' },
  ),
  'POST /internal/customers/:id/forget': internalRow(`/internal/customers/${randomUUID()}/forget`, {
    name: 'Nobody',
    email: 'nobody@example.com',
  }),
  'POST /internal/welcome/:token': internalRow(`/internal/welcome/${randomUUID()}`, {
    password: 'a long enough password',
  }),

  // Issue 26: trainers' published hours, open slots and self-booking.
  'GET /api/trainers/:id/availability': {
    owners: both,
    prepare: async (owner) => ({ path: `/api/trainers/${trainerOf(owner).id}/availability` }),
    // Another trainer's hours are theirs: 403 (the trainer exists, staff know each other).
    expected: ownerOrAdmin(200, 403),
  },
  'PUT /api/trainers/:id/availability': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/trainers/${trainerOf(owner).id}/availability`,
      body: { weekly: [{ weekday: 1, start: '09:00', end: '12:00' }], overrides: [], timeOff: [] },
    }),
    expected: ownerOrAdmin(200, 403),
  },
  'GET /api/trainers/:id/slots': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/trainers/${trainerOf(owner).id}/slots?from=${daysAhead(1)}&to=${daysAhead(7)}`,
    }),
    expected: staffOnly(200),
  },
  'GET /api/me/slots': {
    owners: none,
    prepare: async () => ({ path: `/api/me/slots?from=${daysAhead(1)}&to=${daysAhead(7)}` }),
    expected: customerOnly(200),
  },
  'POST /api/me/trainings': {
    owners: none,
    prepare: async () => ({
      path: '/api/me/trainings',
      body: { start: await openTimeOfTrainerA() },
    }),
    expected: customerOnly(201),
  },
  'POST /api/me/trainings/:id/reschedule': {
    owners: both,
    prepare: async (owner) => ({
      path: `/api/me/trainings/${await data.trainingOf(trainerOf(owner))}/reschedule`,
      body: { start: `${daysAhead(26)}T10:00:00+08:00` },
    }),
    // Another customer's session: it does not exist for the signed-in customer.
    expected: customerOnly(404),
  },
  'GET /internal/customers/:id/sessions-left': internalRow(
    `/internal/customers/${randomUUID()}/sessions-left`,
  ),
};

/** One item of a list as the admin reads it. */
async function listedByAdmin(listPath: string, id: string): Promise<Record<string, unknown>> {
  const answer = await api.call('GET', listPath, { token: staff.admin.token });
  const item = (answer.body as { _id: string }[]).find((entry) => entry._id === id);
  if (!item) throw new Error(`${id} is not in ${listPath}`);
  return item;
}

/**
 * A call straight to the training service as a customer of a chosen trainer, with a signed identity:
 * setting up a row needs a fresh customer per owner, and inviting each through mail would only be
 * slower (the `customer` caller's rows check the BFF path).
 */
async function asCustomerOfTraining(
  customerId: string,
  method: 'POST',
  url: string,
  body?: unknown,
) {
  const identity = await signCustomerIdentity(
    { userId: randomUUID(), customerId, name: 'Matrix Customer' },
    portal.settings.internalTokenSecret,
  );
  const answer = await portal.services.training.app.inject({
    method,
    url,
    headers: { 'x-studio-identity': identity },
    payload: body as Record<string, unknown> | undefined,
  });
  if (answer.statusCode >= 300)
    throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
  return answer.json() as Record<string, unknown>;
}

/** A pending booking request of a new customer of the owner's trainer. */
async function bookingRequestOf(owner: Owner): Promise<string> {
  const customerId = await data.customerOf(trainerOf(owner));
  const request = await asCustomerOfTraining(customerId, 'POST', '/api/me/booking-requests', {
    dateOfTraining: data.nextFutureDate(),
  });
  return request._id as string;
}

/** A training of a new customer of the owner's trainer that the customer cancelled late. */
async function lateCancelledOf(owner: Owner): Promise<string> {
  const customerID = await data.customerOf(trainerOf(owner));
  const booked = await api.call('POST', '/api/training', {
    token: staff.admin.token,
    body: {
      customerID,
      dateOfTraining: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      allowConflict: true,
    },
  });
  const trainingId = (booked.body as { _id: string })._id;
  await asCustomerOfTraining(customerID, 'POST', `/api/me/trainings/${trainingId}/cancel`);
  return trainingId;
}

/** Dates of progress photos and measurements: the before one earlier, both in the past. */
const progressDates = { before: '2026-01-05', after: '2026-03-02' };

async function asAdmin(method: string, path: string, body?: unknown) {
  const answer = await api.call(method, path, { token: staff.admin.token, body });
  if (answer.status >= 300)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

const photoForm = (date: string) =>
  multipartForm({
    file: { bytes: tinyPng, name: 'photo.png', type: 'image/png' },
    pose: 'front',
    date,
  });

/** A photo of the customer, uploaded by an admin; its id. */
async function photoOf(customerId: string, date = progressDates.before): Promise<string> {
  const form = await photoForm(date);
  const answer = await api.call('POST', `/api/customers/${customerId}/photos`, {
    token: staff.admin.token,
    rawBody: form.body,
    contentType: form.contentType,
  });
  if (answer.status !== 201) throw new Error(`uploading a photo answered ${answer.status}`);
  return (answer.body as { _id: string })._id;
}

const pairOf = async (customerId: string) => ({
  beforePhotoId: await photoOf(customerId, progressDates.before),
  afterPhotoId: await photoOf(customerId, progressDates.after),
});

/** A pair the matrix customer allowed to show; the consent's id. */
async function consentOfCustomer(): Promise<string> {
  const answer = await api.call('POST', '/api/me/photo-consents', {
    token: customer.token,
    body: await pairOf(customer.customerId),
  });
  if (answer.status !== 201) throw new Error(`consenting answered ${answer.status}`);
  return (answer.body as { _id: string })._id;
}

/** The public picture of a newly published pair. */
async function publishedPictureUrl(): Promise<string> {
  const consentId = await consentOfCustomer();
  await asAdmin('PUT', `/api/photo-consents/${consentId}/publication`, { caption: 'A result' });
  const published = await api.call('GET', '/api/published-results');
  const items = (published.body as { items: { variants: { url: string }[] }[] }).items;
  return items[0]!.variants[0]!.url;
}

/** The studio's calendar date `days` from now (Singapore, the business time zone). */
function daysAhead(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 24 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * An open time of trainer A (hours all day, every day, set by an admin) for the matrix customer,
 * 25 days ahead where no fixture session lies, with sessions paid for so credit is no question.
 */
async function openTimeOfTrainerA(): Promise<string> {
  await asAdmin('PUT', `/api/trainers/${staff.trainerA.id}/availability`, {
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
    overrides: [],
    timeOff: [],
  });
  await data.paymentFor(customer.customerId);
  return `${daysAhead(25)}T10:00:00+08:00`;
}

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
  portal = await startInProcessPortal({ trustForwardedFor: true, requestLog: serviceRequests });
  api = new ApiClient(portal.bffUrl, portal.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
  data = new StudioData(api, staff);
  customer = await signedInCustomer(api, portal.settings, data, staff.trainerA);
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
    const person =
      caller === 'anonymous' ? undefined : caller === 'customer' ? customer : staff[caller];
    const call = await row.prepare(owner, person);
    const token = person && (call.freshSession ? await logIn(api, person) : person.token);
    const method = route.split(' ')[0]!;
    const answer = await api.call(method, call.path, {
      token,
      body: call.body,
      headers: call.headers,
      rawBody: call.form?.body,
      contentType: call.form?.contentType,
    });

    const wanted = expectedStatus(row, caller, owner);
    expect(
      answer.status,
      `${method} ${call.path} as ${caller}: ${JSON.stringify(answer.body)}`,
    ).toBe(wanted);
    if (wanted >= 400) expect(errorMessageOf(answer)).toEqual(expect.any(String));
    if (caller === 'anonymous' && wanted === 401) expectNoServiceReached(answer.headers);
    if (wanted < 300) row.afterSuccess?.(person, call);
  });
});

/** The BFF answered itself: no service received a request with the id it gave the caller. */
function expectNoServiceReached(answerHeaders: Headers) {
  const requestId = answerHeaders.get('x-request-id');
  expect(requestId).toEqual(expect.any(String));
  expect(serviceRequests.madeFor(requestId!)).toEqual([]);
}

describe('a signed-out caller', () => {
  it('is expected to get 401 in the matrix on every /api route but the public ones', () => {
    for (const [route, row] of Object.entries(matrix)) {
      if (!route.split(' ')[1]!.startsWith('/api/') || publicRoutes.includes(route)) continue;
      expect(row.expected.anonymous, route).toBe(401);
    }
  });

  it.each(['/api/customers', '/api/training', '/api/payments', '/api/users', '/api/profile'])(
    'never reaches a service with a body the schema would refuse: POST %s is 401, not 400',
    async (path) => {
      const answer = await api.call('POST', path, { body: { name: 42, unknownField: true } });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'Please sign in to continue.' });
      expectNoServiceReached(answer.headers);
    },
  );

  it('never reaches a service on any protected route the services serve, whatever the method', async () => {
    const protectedRoutes = discovered.filter(
      (route) => route.path.startsWith('/api/') && !publicRoutes.includes(routeKey(route)),
    );
    expect(protectedRoutes.length).toBeGreaterThan(20);
    for (const route of protectedRoutes) {
      const path = route.path.replace(/:\w+/g, randomUUID());
      const answer = await api.call(route.method, path, {
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : { bad: true },
      });
      expect(answer.status, routeKey(route)).toBe(401);
      expectNoServiceReached(answer.headers);
    }
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

describe("a signed-in customer's own data", () => {
  it('is theirs alone: their own record, and only their own payments', async () => {
    const neighbour = await data.customerOf(staff.trainerA);
    const neighbourPayment = await data.paymentFor(neighbour);
    const ownPayment = await data.paymentFor(customer.customerId);
    const me = await api.call('GET', '/api/me/customer', { token: customer.token });
    expect(me.status).toBe(200);
    expect((me.body as { _id: string })._id).toBe(customer.customerId);
    const payments = await api.call('GET', '/api/me/payments', { token: customer.token });
    const ids = (payments.body as { _id: string }[]).map((payment) => payment._id);
    expect(ids).toContain(ownPayment);
    expect(ids).not.toContain(neighbourPayment);
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
