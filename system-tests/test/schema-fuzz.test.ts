import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordParams,
} from '@studio/contracts/auth';
import {
  BalanceAdjustmentBody,
  CustomerChangesBody,
  CustomerIdParams,
  ExtendPackageBody,
  NewCustomerBody,
  PackageParams,
} from '@studio/contracts/customers';
import {
  AcceptBookingRequestBody,
  BookingRequestIdParams,
  CreateBookingRequestBody,
  DeclineBookingRequestBody,
} from '@studio/contracts/booking-requests';
import { UnsubscribeParams } from '@studio/contracts/consent';
import { DataExportParams, DataExportQuery } from '@studio/contracts/data-export';
import { EraseCustomerBody } from '@studio/contracts/erasure';
import { TrialHoldBody } from '@studio/contracts/trial';
import {
  ConvertLeadBody,
  LeadIdParams,
  LeadNoteBody,
  LeadPageQuery,
  LostLeadBody,
  SiteEventBody,
  WhatsAppClickPingBody,
} from '@studio/contracts/leads';
import {
  MeasurementBody,
  MeasurementParams,
  MyMeasurementBody,
} from '@studio/contracts/measurements';
import { PhotoParams } from '@studio/contracts/progress-photos';
import {
  PhotoConsentBody,
  PhotoConsentParams,
  PublicationBody,
  PublishedImageParams,
} from '@studio/contracts/published-results';
import { WelcomeBody, WelcomeParams } from '@studio/contracts/customer-accounts';
import { NewPaymentBody } from '@studio/contracts/payments';
import {
  ClaimTrainingBody,
  CreateTrainingBody,
  TrainingIdParams,
  TrainingRangeQuery,
  UpdateTrainingBody,
} from '@studio/contracts/training';
import { StudioSettingsChanges } from '@studio/contracts/settings';
import {
  AvailabilityChange,
  AvailabilityParams,
  RescheduleBody,
  SelfBookingBody,
  SlotsQuery,
  TrainerSlotsQuery,
} from '@studio/contracts/availability';
import {
  LoginChallengeBody,
  LoginEnrolBody,
  LoginSecondFactorBody,
  TwoFactorCodeBody,
} from '@studio/contracts/two-factor';
import { StatsFilterQuery } from '@studio/contracts/training-stats';
import { UserChangesBody, UserIdParams } from '@studio/contracts/users';
import { strictValidatorCompiler } from '@studio/service-kit/validator';
import { ApiClient, errorMessageOf } from '../src/api-client.js';
import {
  databaseFingerprint,
  settledFingerprint,
  withoutAudit,
} from '../src/database-fingerprint.js';
import { startInProcessPortal, type InProcessPortal } from '../src/in-process-portal.js';
import { CustomerOptionsQuery } from '@studio/contracts/customer-options';
import { CustomerPageQuery } from '@studio/contracts/customer-page';
import { CustomerExportQuery, PaymentExportQuery } from '@studio/contracts/list-export';
import { PaymentPageQuery } from '@studio/contracts/payment-page';
import { PayNowCodeQuery } from '@studio/contracts/paynow';
import {
  StatsTrainerParams,
  TrainerCountsQuery,
  trainerDateLists,
  TrainerDatesQuery,
} from '@studio/contracts/trainer-stats-lazy';
import { TrainerOptionsQuery } from '@studio/contracts/trainer-options';
import { UnclaimedPageQuery } from '@studio/contracts/unclaimed-page';
import { UserPageQuery } from '@studio/contracts/user-page';
import {
  NewTrainerRate,
  ReportQuery,
  TrainerPayQuery,
  TrainerRateQuery,
} from '@studio/contracts/reports';
import { findForwardedRoute } from '@studio/bff/dist/proxy/routes.js';
import { bffOwnRoutes, listRoutes, routeKey } from '../src/route-listing.js';
import {
  invalidValue,
  validValue,
  type JsonSchema,
  type PropertyOverrides,
} from '../src/schema-arbitraries.js';
import { createStaff, type Staff } from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

// Every /api route gets requests generated from its TypeBox schemas (contracts): valid ones and
// ones broken in one place. Whatever comes, no 5xx; anything the schema refuses is a 4xx { error };
// and a refused request leaves every table as it was.

type Part = 'params' | 'querystring' | 'body';

interface FuzzedRoute {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** Signed in as the admin (who may reach everything) unless the route is for signed-out people. */
  signedOut?: boolean;
  headers?: () => Record<string, string>;
  /** Known ids to use for some ids, so valid requests also reach existing things. */
  ids?: () => PropertyOverrides;
}

let portal: InProcessPortal;
let api: ApiClient;
let staff: Staff;
let db: pg.Client;
/** A successful write may leave background work (a credit, a mail relay) that changes tables later. */
let lastCallWroteSomething = true;
const existing = {
  customers: [] as string[],
  trainings: [] as string[],
  pastTrainings: [] as string[],
};

const some = (ids: () => string[]) => fc.oneof(fc.uuid(), fc.constantFrom(...ids()));
const customerIds = (): PropertyOverrides => ({
  id: some(() => existing.customers),
  customerID: some(() => existing.customers),
});
const trainingIds = (): PropertyOverrides => ({
  id: some(() => existing.trainings),
  customerID: some(() => existing.customers),
});

const trainerIds = (): PropertyOverrides => ({
  id: some(() => [staff.trainerA.id, staff.trainerB.id]),
});

const schema = (value: unknown) => value as JsonSchema;
const routes: Record<string, FuzzedRoute> = {
  'POST /api/login': { body: schema(LoginBody), signedOut: true },
  'POST /api/register': { body: schema(RegisterBody), signedOut: true },
  'POST /api/logout': { signedOut: true },
  'GET /api/business-time': { signedOut: true },
  'POST /api/login/2fa': { body: schema(LoginSecondFactorBody), signedOut: true },
  'POST /api/login/2fa/setup': { body: schema(LoginChallengeBody), signedOut: true },
  'POST /api/login/2fa/enable': { body: schema(LoginEnrolBody), signedOut: true },
  'GET /api/profile': {},
  'POST /api/profile/2fa/setup': {},
  'POST /api/profile/2fa/enable': { body: schema(TwoFactorCodeBody) },
  'DELETE /api/profile/2fa': { body: schema(TwoFactorCodeBody) },
  'PUT /api/profile/password': { body: schema(ChangePasswordBody) },
  'POST /api/forgot-password': { body: schema(ForgotPasswordBody), signedOut: true },
  'POST /api/reset-password/:token': {
    params: schema(ResetPasswordParams),
    body: schema(ResetPasswordBody),
    signedOut: true,
  },
  'GET /api/users': { querystring: schema(UserPageQuery) },
  'GET /api/users/options': { querystring: schema(TrainerOptionsQuery) },
  'POST /api/admin/users': { body: schema(RegisterBody) },
  'PUT /api/users/:id': { params: schema(UserIdParams), body: schema(UserChangesBody) },
  'DELETE /api/users/:id': { params: schema(UserIdParams) },
  'POST /api/users/:id/approve': { params: schema(UserIdParams) },
  'POST /api/users/:id/reject': { params: schema(UserIdParams) },
  'POST /api/users/:id/2fa/reset': { params: schema(UserIdParams) },
  'GET /api/settings': {},
  'PUT /api/settings': { body: schema(StudioSettingsChanges) },
  'GET /api/customers': { querystring: schema(CustomerPageQuery) },
  'GET /api/customers/:id/payments': { params: schema(CustomerIdParams), ids: customerIds },
  'GET /api/customers/export.csv': { querystring: schema(CustomerExportQuery) },
  'GET /api/customers/options': { querystring: schema(CustomerOptionsQuery) },
  'GET /api/customers/:id': { params: schema(CustomerIdParams), ids: customerIds },
  'POST /api/customers': { body: schema(NewCustomerBody) },
  'PUT /api/customers/:id': {
    params: schema(CustomerIdParams),
    body: schema(CustomerChangesBody),
    ids: customerIds,
  },
  'POST /api/customers/:id/adjustments': {
    params: schema(CustomerIdParams),
    body: schema(BalanceAdjustmentBody),
    ids: customerIds,
  },
  'POST /api/customers/:id/email-consent': { params: schema(CustomerIdParams), ids: customerIds },
  'POST /api/customers/:id/packages/:packageId/extend': {
    params: schema(PackageParams),
    body: schema(ExtendPackageBody),
    ids: customerIds,
  },
  'POST /api/unsubscribe/:token': { params: schema(UnsubscribeParams), signedOut: true },
  'GET /api/customers/:id/access': { params: schema(CustomerIdParams), ids: customerIds },
  'POST /api/customers/:id/invite': { params: schema(CustomerIdParams), ids: customerIds },
  'DELETE /api/customers/:id/access': { params: schema(CustomerIdParams), ids: customerIds },
  // A customer's own reads take no input; the admin is refused them.
  'GET /api/me/customer': {},
  'GET /api/me/export': { querystring: schema(DataExportQuery) },
  'DELETE /api/me/email-consent': {},
  'GET /api/customers/:id/export': {
    params: schema(DataExportParams),
    querystring: schema(DataExportQuery),
    ids: customerIds,
  },
  'POST /api/customers/:id/erase': {
    params: schema(CustomerIdParams),
    body: schema(EraseCustomerBody),
    ids: customerIds,
  },
  'GET /api/me/payments': {},
  'GET /api/studio-contact': {},
  'GET /api/welcome/:token': { params: schema(WelcomeParams), signedOut: true },
  'POST /api/welcome/:token': {
    params: schema(WelcomeParams),
    body: schema(WelcomeBody),
    signedOut: true,
  },
  // Progress (issue 30). The uploads take multipart only: a generated JSON body is a 415.
  'GET /api/customers/:id/measurements': { params: schema(CustomerIdParams), ids: customerIds },
  'POST /api/customers/:id/measurements': {
    params: schema(CustomerIdParams),
    body: schema(MeasurementBody),
    ids: customerIds,
  },
  'PUT /api/customers/:id/measurements/:mid': {
    params: schema(MeasurementParams),
    body: schema(MeasurementBody),
    ids: customerIds,
  },
  'GET /api/me/measurements': {},
  'GET /api/me/trial-requests': {},
  'GET /api/customers/:id/trial-requests': { params: schema(CustomerIdParams), ids: customerIds },
  'POST /api/me/measurements': { body: schema(MyMeasurementBody) },
  'GET /api/customers/:id/photos': { params: schema(CustomerIdParams), ids: customerIds },
  'POST /api/customers/:id/photos': { params: schema(CustomerIdParams), ids: customerIds },
  'GET /api/me/photos': {},
  'POST /api/me/photos': {},
  'GET /api/photos/:photoId': { params: schema(PhotoParams) },
  'GET /api/photos/:photoId/thumb': { params: schema(PhotoParams) },
  'GET /api/me/photo-consents': {},
  'POST /api/me/photo-consents': { body: schema(PhotoConsentBody) },
  'DELETE /api/me/photo-consents/:consentId': { params: schema(PhotoConsentParams) },
  'GET /api/photo-consents': {},
  'PUT /api/photo-consents/:consentId/publication': {
    params: schema(PhotoConsentParams),
    body: schema(PublicationBody),
  },
  'DELETE /api/photo-consents/:consentId/publication': { params: schema(PhotoConsentParams) },
  // Leads (issue 27).
  'GET /api/leads': { querystring: schema(LeadPageQuery) },
  'GET /api/leads/:id': { params: schema(LeadIdParams) },
  'PATCH /api/leads/:id': { params: schema(LeadIdParams), body: schema(LeadNoteBody) },
  'POST /api/leads/:id/lost': { params: schema(LeadIdParams), body: schema(LostLeadBody) },
  'POST /api/leads/:id/convert': { params: schema(LeadIdParams), body: schema(ConvertLeadBody) },
  'POST /api/public/events': { body: schema(SiteEventBody), signedOut: true },
  'POST /api/public/events/whatsapp-click': {
    body: schema(WhatsAppClickPingBody),
    signedOut: true,
    headers: () => ({
      'Ping-From': `${portal.publicBaseUrl}/?utm_source=fuzz`,
      'Ping-To': 'https://wa.me/6591234567',
    }),
  },
  'GET /api/reports/funnel': { querystring: schema(ReportQuery) },
  'POST /api/leads/:id/confirm-payment': { params: schema(LeadIdParams) },
  'GET /api/trial/slots': { querystring: schema(TrainerSlotsQuery), signedOut: true },
  'POST /api/trial/holds': { body: schema(TrialHoldBody), signedOut: true },
  'GET /api/published-results': { signedOut: true },
  'GET /api/published-results/gallery': { signedOut: true },
  'GET /api/published-results/:resultId/:width': {
    params: schema(PublishedImageParams),
    signedOut: true,
  },
  'GET /api/training': { querystring: schema(TrainingRangeQuery) },
  'POST /api/training': { body: schema(CreateTrainingBody), ids: trainingIds },
  'PUT /api/training/:id': {
    params: schema(TrainingIdParams),
    body: schema(UpdateTrainingBody),
    ids: trainingIds,
  },
  'DELETE /api/training/:id': { params: schema(TrainingIdParams), ids: trainingIds },
  'GET /api/unclaimedtraining': { querystring: schema(UnclaimedPageQuery) },
  'POST /api/claimtraining/:id': {
    params: schema(TrainingIdParams),
    body: schema(ClaimTrainingBody),
    ids: () => ({ id: some(() => existing.pastTrainings) }),
  },
  'GET /api/training/stats/summary': { querystring: schema(StatsFilterQuery) },
  'GET /api/training/stats/trainers': { querystring: schema(StatsFilterQuery) },
  'GET /api/training/stats/completed-by-month': { querystring: schema(StatsFilterQuery) },
  'GET /api/training/stats/trainer-counts': { querystring: schema(TrainerCountsQuery) },
  ...Object.fromEntries(
    trainerDateLists.map((list) => [
      `GET /api/training/stats/trainers/:id/${list}`,
      { params: schema(StatsTrainerParams), querystring: schema(TrainerDatesQuery) },
    ]),
  ),
  'POST /api/training/:id/waive-late-cancel': {
    params: schema(TrainingIdParams),
    ids: trainingIds,
  },
  'GET /api/me/trainings': {},
  'POST /api/me/trainings/:id/cancel': { params: schema(TrainingIdParams), ids: trainingIds },
  'GET /api/me/booking-requests': {},
  'POST /api/me/booking-requests': { body: schema(CreateBookingRequestBody) },
  'GET /api/booking-requests': {},
  'POST /api/booking-requests/:id/accept': {
    params: schema(BookingRequestIdParams),
    body: schema(AcceptBookingRequestBody),
  },
  'POST /api/booking-requests/:id/decline': {
    params: schema(BookingRequestIdParams),
    body: schema(DeclineBookingRequestBody),
  },
  'GET /api/payments': { querystring: schema(PaymentPageQuery) },
  'GET /api/payments/export.csv': { querystring: schema(PaymentExportQuery) },
  'GET /api/trainer-rates': { querystring: schema(TrainerRateQuery) },
  'GET /api/trainers/:id/availability': { params: schema(AvailabilityParams), ids: trainerIds },
  'PUT /api/trainers/:id/availability': {
    params: schema(AvailabilityParams),
    body: schema(AvailabilityChange),
    ids: trainerIds,
  },
  'GET /api/trainers/:id/slots': {
    params: schema(AvailabilityParams),
    querystring: schema(TrainerSlotsQuery),
    ids: trainerIds,
  },
  'GET /api/me/slots': { querystring: schema(SlotsQuery) },
  'POST /api/me/trainings': { body: schema(SelfBookingBody) },
  'POST /api/me/trainings/:id/reschedule': {
    params: schema(TrainingIdParams),
    body: schema(RescheduleBody),
    ids: trainingIds,
  },
  'POST /api/trainer-rates': { body: schema(NewTrainerRate) },
  'GET /api/reports/trainer-pay': { querystring: schema(TrainerPayQuery) },
  ...Object.fromEntries(
    ['revenue', 'liability', 'sessions', 'retention'].map((report) => [
      `GET /api/reports/${report}`,
      { querystring: schema(ReportQuery) },
    ]),
  ),
  'POST /api/payments': {
    body: schema(NewPaymentBody),
    ids: customerIds,
    headers: () => ({ 'Idempotency-Key': `fuzz-${randomBytes(8).toString('hex')}` }),
  },
  'GET /api/paynow': { querystring: schema(PayNowCodeQuery), ids: customerIds },
};

/** Valid or broken (twice as often) values for each part the route has a schema for. */
function requestArbitrary(route: FuzzedRoute) {
  const overrides = route.ids?.() ?? {};
  const validOrBroken = (part: JsonSchema) =>
    fc.oneof(
      { arbitrary: validValue(part, overrides), weight: 1 },
      { arbitrary: invalidValue(part, overrides), weight: 2 },
    );
  // A path carries exactly its declared parameters, each as text: break them one value at a time.
  const params = route.params
    ? fc.record(
        Object.fromEntries(
          Object.entries(route.params.properties ?? {}).map(([name, property]) => [
            name,
            validOrBroken(property).map((value) =>
              typeof value === 'string' ? value : JSON.stringify(value),
            ),
          ]),
        ),
      )
    : fc.constant(undefined);
  const partOf = (part: JsonSchema | undefined) =>
    part ? validOrBroken(part) : fc.constant(undefined);
  return fc.record({ params, querystring: partOf(route.querystring), body: partOf(route.body) });
}

function accepts(jsonSchema: JsonSchema, part: Part, value: unknown): boolean {
  const validate = strictValidatorCompiler({
    schema: jsonSchema,
    httpPart: part,
    method: 'POST',
    url: '/',
  } as never) as (value: unknown) => { error?: unknown };
  return !validate(value).error;
}

/** Query values travel as text: what the service gets is each value as a string. */
function asQueryObject(value: unknown): Record<string, string> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' ? item : JSON.stringify(item),
    ]),
  );
}

function pathOf(
  template: string,
  params: unknown,
  querystring: Record<string, string> | undefined,
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = template.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name] ?? 'missing')),
  );
  const query = querystring ? new URLSearchParams(querystring).toString() : '';
  return query ? `${path}?${query}` : path;
}

beforeAll(async () => {
  portal = await startInProcessPortal({ trustForwardedFor: true });
  api = new ApiClient(portal.bffUrl, portal.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
  const data = new StudioData(api, staff);
  for (const trainer of [staff.trainerA, staff.trainerB]) {
    const customer = await data.customerOf(trainer);
    existing.customers.push(customer);
    existing.trainings.push(await data.trainingFor(customer));
    existing.pastTrainings.push(
      await data.trainingFor(customer, 'past'),
      await data.trainingFor(customer, 'past'),
    );
  }
  db = new pg.Client({ connectionString: portal.settings.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await portal?.stop();
});

describe('requests generated from the schemas', () => {
  it('cover every route the services and the BFF serve', () => {
    const served = Object.values(portal.services)
      .flatMap((service) => listRoutes(service.app))
      .filter((route) => route.path.startsWith('/api/'))
      .concat(bffOwnRoutes)
      .map(routeKey)
      .sort();
    expect(Object.keys(routes).sort()).toEqual(served);
  });

  it.each(Object.entries(routes))(
    '%s: never a 5xx, invalid input 4xx { error }, a refusal changes nothing',
    async (key, route) => {
      const [method, template] = key.split(' ') as [string, string];
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          const querystring = route.querystring ? asQueryObject(request.querystring) : undefined;
          // An empty segment is another path (the collection), not this route with a bad id.
          if (Object.values(request.params ?? {}).some((value) => value === '')) return;
          const invalidParts = (['params', 'querystring', 'body'] as const).filter((part) => {
            const partSchema = route[part];
            if (!partSchema) return false;
            const value = part === 'querystring' ? (querystring ?? {}) : request[part];
            return !accepts(partSchema, part, value);
          });

          const before = lastCallWroteSomething
            ? await settledFingerprint(db)
            : await databaseFingerprint(db);
          const answer = await api.call(method, pathOf(template, request.params, querystring), {
            token: route.signedOut ? undefined : staff.admin.token,
            body: request.body,
            headers: route.headers?.(),
          });
          lastCallWroteSomething = method !== 'GET' && answer.status < 400;
          const described = `${method} ${template} ${JSON.stringify(request)} → ${answer.status} ${JSON.stringify(answer.body)}`;

          expect(answer.status, described).toBeLessThan(500);
          if (invalidParts.length > 0) {
            expect(
              answer.status,
              `${described} (invalid ${invalidParts.join(', ')})`,
            ).toBeGreaterThanOrEqual(400);
          }
          if (answer.status >= 400) {
            expect(errorMessageOf(answer), described).toEqual(expect.any(String));
            const after = await databaseFingerprint(db);
            if (invalidParts.length > 0) expect(after, described).toEqual(before);
            else expect(withoutAudit(after), described).toEqual(withoutAudit(before));
          }
        }),
        { numRuns: 20, endOnFailure: true },
      );
    },
  );
});

/** A valid request for the route (params, query and body from its schemas), as path and JSON text. */
function validRequestArbitrary(template: string, route: FuzzedRoute) {
  const overrides = route.ids?.() ?? {};
  const paramsPart = route.params
    ? fc.record(
        Object.fromEntries(
          Object.entries(route.params.properties ?? {}).map(([name, property]) => [
            name,
            validValue(property, overrides)
              .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
              // The BFF refuses any path with a `.`/`..` segment or a backslash, encoded or not
              // (404 whatever the route, so nothing climbs to `/internal`): not a valid request.
              .filter((value) => !/(^|\/)\.{1,2}(\/|$)/.test(value) && !value.includes('\\')),
          ]),
        ),
      )
    : fc.constant(undefined);
  const queryPart = route.querystring
    ? validValue(route.querystring, overrides)
    : fc.constant(undefined);
  const bodyPart = route.body ? validValue(route.body, overrides) : fc.constant(undefined);
  return fc
    .record({ params: paramsPart, querystring: queryPart, body: bodyPart })
    .map((request) => ({
      path: pathOf(template, request.params, asQueryObject(request.querystring)),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    }));
}

/** Where the first string value of a JSON text begins (just after its opening quote), if any. */
function firstStringValueAt(json: string): number | undefined {
  const match = /(?<!\\)":"/.exec(json);
  return match ? match.index + 3 : undefined;
}

const bodyRoutes = Object.entries(routes).filter(([, route]) => route.body);

describe('bytes and lengths no schema describes', () => {
  it.each(bodyRoutes)(
    '%s: a lone surrogate or bytes that are not UTF-8 in a string: 400 { error }, nothing changes',
    async (key, route) => {
      const [method, template] = key.split(' ') as [string, string];
      await fc.assert(
        fc.asyncProperty(
          validRequestArbitrary(template, route),
          fc.constantFrom('lone surrogate', 'not UTF-8'),
          async ({ path, body }, breakage) => {
            const at = body === undefined ? undefined : firstStringValueAt(body);
            if (body === undefined || at === undefined) return;
            const rawBody =
              breakage === 'lone surrogate'
                ? `${body.slice(0, at)}\\ud800${body.slice(at)}`
                : Buffer.concat([
                    Buffer.from(body.slice(0, at)),
                    Buffer.from([0xc3, 0x28, 0xff]),
                    Buffer.from(body.slice(at)),
                  ]);
            const before = lastCallWroteSomething
              ? await settledFingerprint(db)
              : await databaseFingerprint(db);
            const answer = await api.call(method, path, {
              token: route.signedOut ? undefined : staff.admin.token,
              rawBody,
              headers: route.headers?.(),
            });
            lastCallWroteSomething = false;
            const described = `${method} ${path} ${breakage} ${body} → ${answer.status} ${JSON.stringify(answer.body)}`;
            expect(answer.status, described).toBe(400);
            expect(errorMessageOf(answer), described).toMatch(/UTF-8|surrogate/);
            expect(await databaseFingerprint(db), described).toEqual(before);
          },
        ),
        { numRuns: 4, endOnFailure: true },
      );
    },
  );

  it.each(bodyRoutes)(
    '%s: a body over its limit in chunks without a length: 413 { error }',
    async (key, route) => {
      const [method, template] = key.split(' ') as [string, string];
      const { path } = fc.sample(validRequestArbitrary(template, route), 1)[0]!;
      const limit = findForwardedRoute(path.split('?')[0]!)?.maxBodyBytes ?? 100 * 1024;
      const padding = new TextEncoder().encode(`"${'p'.repeat(32 * 1024)}",`);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(new TextEncoder().encode('{"padding":['));
          if (sent <= limit) controller.enqueue(padding);
          else {
            controller.enqueue(new TextEncoder().encode('"end"]}'));
            controller.close();
          }
          sent += padding.length;
        },
      });
      const token = route.signedOut ? undefined : staff.admin.token;
      const response = await fetch(`${portal.bffUrl}${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'studio-web',
          Origin: new URL(portal.publicBaseUrl).origin,
          ...route.headers?.(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body,
        duplex: 'half',
      } as RequestInit);
      const text = await response.text();
      expect(response.status, `${method} ${path} → ${text}`).toBe(413);
      expect(JSON.parse(text), text).toEqual({ error: expect.stringContaining('too large') });
    },
  );

  it.each(Object.entries(routes))(
    '%s: an address of 20 000 or 70 000 characters: 414 { error }',
    async (key, route) => {
      const [method, template] = key.split(' ') as [string, string];
      const { path, body } = fc.sample(validRequestArbitrary(template, route), 1)[0]!;
      for (const length of [20_000, 70_000]) {
        const padded = `${path}${path.includes('?') ? '&' : '?'}pad=${'a'.repeat(length)}`;
        const answer = await api.call(method, padded, {
          token: route.signedOut ? undefined : staff.admin.token,
          rawBody: body,
          headers: route.headers?.(),
        });
        expect(answer.status, `${method} ${template} ${length}`).toBe(414);
        expect(errorMessageOf(answer)).toMatch(/address is too long/);
      }
    },
  );
});
