import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedRoutes } from '../src/proxy/routes.js';
import { startBff, type RunningBff } from './support/bff.js';
import { call } from './support/client.js';
import { startUpstream, type TestUpstream } from './support/upstream.js';

// Only a caller with a live session reaches a service, except on the few public routes: anonymous
// traffic is answered at the edge and never learns what a service would say about its body.

let services: TestUpstream;
let bff: RunningBff;

beforeAll(async () => {
  services = await startUpstream();
  bff = await startBff({
    AUTH_URL: services.url,
    CUSTOMER_URL: services.url,
    TRAINING_URL: services.url,
    PAYMENT_URL: services.url,
  });
});

afterAll(async () => {
  await bff.close();
  await services.close();
});

const signedOutAnswer = { error: 'Please sign in to continue.' };
const protectedPrefixes = forwardedRoutes.filter((route) => !route.public).map((r) => r.prefix);
const methods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const badCustomer = { name: 42, unknownField: true };

async function expectRefusedAtTheEdge(path: string, options: Parameters<typeof call>[2]) {
  const before = services.requests.length;
  const result = await call(bff.url, path, options);
  expect(result.status, `${options?.method ?? 'GET'} ${path}`).toBe(401);
  expect(result.body).toEqual(signedOutAnswer);
  expect(services.requests.length, 'requests the services received').toBe(before);
}

describe('the route table', () => {
  it('marks only forgot-password, reset-password, the unsubscribe and welcome links, the published results and the trial flow public (login and register are the BFF’s own)', () => {
    expect(forwardedRoutes.filter((route) => route.public).map((route) => route.prefix)).toEqual([
      '/api/forgot-password',
      '/api/reset-password',
      '/api/unsubscribe',
      '/api/welcome',
      '/api/published-results',
      '/api/public/events/whatsapp-click',
      '/api/public/events',
      '/api/trial/slots',
      '/api/trial/holds',
    ]);
  });

  it('rate limits every public route of the trial flow per client address', () => {
    const trialRows = forwardedRoutes.filter((route) =>
      [
        '/api/public/events/whatsapp-click',
        '/api/public/events',
        '/api/trial/slots',
        '/api/trial/holds',
      ].includes(route.prefix),
    );
    expect(trialRows.map((route) => route.rateLimit)).toEqual([
      'publicEventsPerIp',
      'publicEventsPerIp',
      'trialSlotsPerIp',
      'trialHoldsPerIp',
    ]);
  });

  it('lets only the unsubscribe link skip the CSRF rule and the identity: its signed token is its credential', () => {
    expect(
      forwardedRoutes.filter((route) => route.signedLink).map((route) => route.prefix),
    ).toEqual(['/api/unsubscribe']);
  });

  it('lets only the START NOW ping skip the CSRF marker (not the same-origin rule) and the identity', () => {
    const pingRows = forwardedRoutes.filter((route) => route.ping);
    expect(pingRows.map((route) => [route.prefix, route.public])).toEqual([
      ['/api/public/events/whatsapp-click', true],
    ]);
  });
});

describe('a caller without a session', () => {
  it.each(
    protectedPrefixes.flatMap((prefix) =>
      methods.flatMap((method) => [
        [method, prefix],
        [method, `${prefix}/00000000-0000-4000-8000-000000000000`],
      ]),
    ),
  )('%s %s: 401 { error } from the BFF, the service never asked', async (method, path) => {
    await expectRefusedAtTheEdge(path, {
      method,
      body: method === 'GET' || method === 'DELETE' ? undefined : badCustomer,
    });
  });

  it('gets 401, not the schema’s field list, for a new customer with a bad body', async () => {
    await expectRefusedAtTheEdge('/api/customers', { method: 'POST', body: badCustomer });
  });

  it('reaches the public routes, without an identity', async () => {
    for (const path of ['/api/forgot-password', '/api/reset-password/some-token']) {
      const result = await call(bff.url, path, { body: { email: 'someone@example.com' } });
      expect(result.status).toBe(200);
      expect(services.requests.at(-1)).toMatchObject({ method: 'POST', url: path });
      expect(services.requests.at(-1)!.headers['x-studio-identity']).toBeUndefined();
    }
  });
});

describe('a caller whose token is no live session', () => {
  it('is refused the same way, as Bearer or as cookie', async () => {
    const unknown = 'U'.repeat(43);
    await expectRefusedAtTheEdge('/api/training', { bearer: unknown });
    await expectRefusedAtTheEdge('/api/training', { cookie: `studio_sid=${unknown}` });
  });

  it('is refused once the session has ended at logout', async () => {
    const bearer = await bff.signIn();
    const before = services.requests.length;
    expect((await call(bff.url, '/api/training', { bearer })).status).toBe(200);
    expect(services.requests.length).toBe(before + 1);

    await call(bff.url, '/api/logout', { method: 'POST', bearer });

    await expectRefusedAtTheEdge('/api/training', { bearer });
  });
});
