import http from 'node:http';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedRoutes } from '../src/proxy/routes.js';
import { internalSecret, startBff, type RunningBff } from './support/bff.js';
import { call, sessionCookieFrom } from './support/client.js';
import { startFakeAuth, type FakeAuth } from './support/fake-auth.js';
import { sendJson, startUpstream, type TestUpstream } from './support/upstream.js';

let auth: FakeAuth;
let customer: TestUpstream;
let training: TestUpstream;
let payment: TestUpstream;
let bff: RunningBff;
let cookie: string;
let token: string;
let userId: string;

const person = {
  name: 'Tina Trainer',
  email: 'tina@example.com',
  password: 'tina password',
  role: 'trainer',
};

beforeAll(async () => {
  auth = await startFakeAuth(internalSecret);
  customer = await startUpstream((request, res) =>
    sendJson(
      res,
      201,
      { served: request.url },
      { 'set-cookie': 'planted=1; Path=/', 'x-service': 'customer' },
    ),
  );
  training = await startUpstream();
  payment = await startUpstream();
  bff = await startBff({
    AUTH_URL: auth.url,
    CUSTOMER_URL: customer.url,
    TRAINING_URL: training.url,
    PAYMENT_URL: payment.url,
  });
  const registered = await call(bff.url, '/api/register', { body: person });
  cookie = sessionCookieFrom(registered);
  ({ token } = registered.body as { token: string });
  userId = (registered.body as { user: { _id: string } }).user._id;
});

afterAll(async () => {
  await bff.close();
  await Promise.all([auth.close(), customer.close(), training.close(), payment.close()]);
});

const lastRequest = (upstream: TestUpstream) => upstream.requests.at(-1);

function rawGet(
  baseUrl: string,
  path: string,
  sessionCookie: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/`,
      { path, headers: { cookie: sessionCookie } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the route table', () => {
  it.each([
    ['/api/profile', () => auth],
    ['/api/users/7', () => auth],
    ['/api/admin/users', () => auth],
    ['/api/customers?trainer=1', () => customer],
    ['/api/customers/42', () => customer],
    ['/api/customers/42/photos', () => customer],
    ['/api/photos/42/thumb', () => customer],
    ['/api/payments', () => payment],
    ['/api/training/3', () => training],
    ['/api/unclaimedtraining', () => training],
    ['/api/claimtraining/9', () => training],
  ])('sends %s, full path and query unchanged, to its service', async (path, upstreamOf) => {
    await call(bff.url, path, { cookie });
    expect(lastRequest(upstreamOf())?.url).toBe(path);
  });

  it('covers exactly the prefixes docs/architecture.md lists', () => {
    expect(forwardedRoutes.map((route) => `${route.prefix} -> ${route.upstream}`)).toEqual([
      '/api/profile -> auth',
      '/api/users -> auth',
      '/api/admin/users -> auth',
      '/api/settings -> auth',
      '/api/forgot-password -> auth',
      '/api/reset-password -> auth',
      '/api/customers/*/photos -> customer',
      '/api/customers -> customer',
      '/api/payments -> payment',
      '/api/paynow -> payment',
      '/api/training -> training',
      '/api/unclaimedtraining -> training',
      '/api/claimtraining -> training',
      '/api/me/trainings -> training',
      '/api/me/booking-requests -> training',
      '/api/booking-requests -> training',
      '/api/unsubscribe -> customer',
      '/api/welcome -> auth',
      '/api/studio-contact -> auth',
      '/api/me/customer -> customer',
      '/api/me/email-consent -> customer',
      '/api/me/payments -> payment',
      '/api/trainer-rates -> training',
      '/api/reports/trainer-pay -> training',
      '/api/reports/sessions -> training',
      '/api/reports/retention -> training',
      '/api/reports/revenue -> payment',
      '/api/reports/liability -> customer',
      '/api/me/measurements -> customer',
      '/api/me/photos -> customer',
      '/api/me/photo-consents -> customer',
      '/api/me/trial-requests -> customer',
      '/api/photos -> customer',
      '/api/photo-consents -> customer',
      '/api/published-results -> customer',
      '/api/leads -> customer',
      '/api/reports/funnel -> customer',
      '/api/public/events/whatsapp-click -> customer',
      '/api/public/events -> customer',
      '/api/trial/slots -> training',
      '/api/trial/holds -> customer',
      '/api/trainers/*/availability -> training',
      '/api/trainers/*/slots -> training',
      '/api/me/slots -> training',
    ]);
  });

  it.each([
    '/api/nothing-here',
    '/api/customersX',
    '/internal/users?ids=1',
    '/api/internal/users',
    '/api/customers/../../internal/users',
    '/api/customers/%2e%2e/%2E%2E/internal/users',
    '/api/customers/..%2f..%2finternal/users',
  ])('answers 404 { error } for %s without forwarding it', async (path) => {
    const before = auth.requests.length + customer.requests.length;
    // Sent byte for byte: fetch would resolve the dot segments before sending.
    const result = await rawGet(bff.url, path, cookie);
    expect(result.status).toBe(404);
    expect(JSON.parse(result.body)).toEqual({ error: expect.any(String) });
    expect(auth.requests.length + customer.requests.length).toBe(before);
  });
});

describe('what a service receives', () => {
  it('no cookie or Authorization, and no identity, address or forwarding headers the caller made up', async () => {
    await call(bff.url, '/api/customers', {
      bearer: token,
      headers: {
        cookie: 'studio_sid=whatever; other=1',
        'x-studio-identity': 'forged',
        'x-studio-end-sessions': 'someone',
        'x-client-ip': '6.6.6.6',
        'x-forwarded-for': '6.6.6.6',
        forwarded: 'for=6.6.6.6',
      },
    });
    const { headers } = lastRequest(customer)!;
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-studio-end-sessions']).toBeUndefined();
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-client-ip']).toBe('127.0.0.1');
    expect(headers['x-studio-identity']).not.toBe('forged');
  });

  it('a 60-second HS256 identity token for the signed-in person', async () => {
    await call(bff.url, '/api/customers', { cookie });
    const identity = lastRequest(customer)!.headers['x-studio-identity'] as string;

    expect(decodeProtectedHeader(identity).alg).toBe('HS256');
    const { payload } = await jwtVerify(identity, new TextEncoder().encode(internalSecret), {
      issuer: 'studio-bff',
      audience: 'studio-services',
    });
    expect(payload).toMatchObject({ sub: userId, role: 'trainer', name: person.name });
    expect(payload.exp! - payload.iat!).toBe(60);
    await expect(
      jwtVerify(identity, new TextEncoder().encode('another-secret-of-sufficient-length!!')),
    ).rejects.toThrow();
  });

  it("one session's token again while it is fresh, another person's session its own", async () => {
    await call(bff.url, '/api/customers', { cookie });
    const first = lastRequest(customer)!.headers['x-studio-identity'];
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await call(bff.url, '/api/customers', { bearer: token });
    expect(lastRequest(customer)!.headers['x-studio-identity']).toBe(first);

    const other = await call(bff.url, '/api/register', {
      body: { ...person, name: 'Tom Trainer', email: 'tom@example.com' },
    });
    await call(bff.url, '/api/customers', { bearer: (other.body as { token: string }).token });
    const otherIdentity = lastRequest(customer)!.headers['x-studio-identity'] as string;
    expect(decodeJwt(otherIdentity)).toMatchObject({ name: 'Tom Trainer' });
  });

  it('no identity for a caller without a session, on a public route', async () => {
    await call(bff.url, '/api/forgot-password', { body: { email: person.email } });
    expect(lastRequest(auth)).toMatchObject({ method: 'POST', url: '/api/forgot-password' });
    expect(lastRequest(auth)!.headers['x-studio-identity']).toBeUndefined();
  });

  it("the caller's X-Request-Id when it looks like one, otherwise a new one; the caller gets it back", async () => {
    const kept = await call(bff.url, '/api/customers', {
      bearer: token,
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(lastRequest(customer)!.headers['x-request-id']).toBe('trace-abc-123');
    expect(kept.headers.get('x-request-id')).toBe('trace-abc-123');

    const replaced = await call(bff.url, '/api/customers', {
      bearer: token,
      headers: { 'x-request-id': 'bad id with spaces <script>' },
    });
    const generated = lastRequest(customer)!.headers['x-request-id'];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.headers.get('x-request-id')).toBe(generated);
  });

  it('the request body, streamed unchanged', async () => {
    const body = JSON.stringify({ name: 'Carol', note: 'ü'.repeat(1000) });
    await call(bff.url, '/api/customers', {
      bearer: token,
      method: 'PUT',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(lastRequest(customer)).toMatchObject({ method: 'PUT', body });
  });
});

describe('what the caller receives from a service', () => {
  it("the service's status, body and headers, but no cookies the service tried to set", async () => {
    const result = await call(bff.url, '/api/customers/5', { cookie });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ served: '/api/customers/5' });
    expect(result.headers.get('x-service')).toBe('customer');
    expect(result.setCookies).toEqual([]);
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const trusting = await startBff({ CUSTOMER_URL: customer.url, TRUST_PROXY: 'loopback' });
    try {
      await call(trusting.url, '/api/customers', {
        bearer: await trusting.signIn(),
        headers: { 'x-forwarded-for': '127.22.0.9' },
      });
      expect(lastRequest(customer)!.headers['x-client-ip']).toBe('127.22.0.9');
    } finally {
      await trusting.close();
    }
    await call(bff.url, '/api/customers', {
      bearer: token,
      headers: { 'x-forwarded-for': '127.22.0.9' },
    });
    expect(lastRequest(customer)!.headers['x-client-ip']).toBe('127.0.0.1');
  });
});

describe('X-Studio-End-Sessions', () => {
  it("ends every other session of that user, keeps the caller's, and is not passed to the browser", async () => {
    const other1 = sessionCookieFrom(
      await call(bff.url, '/api/login', {
        body: { email: person.email, password: person.password },
      }),
    );
    const other2 = (
      (
        await call(bff.url, '/api/login', {
          body: { email: person.email, password: person.password },
        })
      ).body as { token: string }
    ).token;
    const current = sessionCookieFrom(
      await call(bff.url, '/api/login', {
        body: { email: person.email, password: person.password },
      }),
    );
    const bystander = await call(bff.url, '/api/register', {
      body: {
        name: 'Bystander',
        email: 'by@example.com',
        password: 'bystander pw',
        role: 'trainer',
      },
    });

    const change = await call(bff.url, '/api/profile/password', {
      method: 'PUT',
      cookie: current,
      body: { oldPassword: 'x', newPassword: 'y' },
    });

    expect(change.status).toBe(200);
    expect(change.headers.get('x-studio-end-sessions')).toBeNull();
    expect((await call(bff.url, '/api/profile', { cookie: other1 })).status).toBe(401);
    expect((await call(bff.url, '/api/profile', { bearer: other2 })).status).toBe(401);
    expect((await call(bff.url, '/api/profile', { cookie: current })).status).toBe(200);
    expect(
      (await call(bff.url, '/api/profile', { cookie: sessionCookieFrom(bystander) })).status,
    ).toBe(200);
    cookie = current;
  });
});

describe('a service that is down or slow', () => {
  it('down: 502 { error } saying it is temporarily unavailable', async () => {
    const lonely = await startBff();
    try {
      const result = await call(lonely.url, '/api/payments', {
        bearer: await lonely.signIn(),
        body: { amountPaid: 1 },
      });
      expect(result.status).toBe(502);
      expect(result.body).toEqual({
        error: 'The payment service is temporarily unavailable. Please try again shortly.',
      });
    } finally {
      await lonely.close();
    }
  });

  it('slower than UPSTREAM_TIMEOUT_MS: 504 { error }', async () => {
    const slow = await startUpstream((_request, res) => {
      setTimeout(() => sendJson(res, 200, { late: true }), 1500);
    });
    const impatient = await startBff({ TRAINING_URL: slow.url, UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const result = await call(impatient.url, '/api/training', {
        bearer: await impatient.signIn(),
      });
      expect(result.status).toBe(504);
      expect(result.body).toEqual({
        error: 'The training service took too long to answer. Please try again.',
      });
    } finally {
      await impatient.close();
      await slow.close();
    }
  });

  it('auth down at login: 502 { error }, no session', async () => {
    const lonely = await startBff();
    try {
      const result = await call(lonely.url, '/api/login', {
        body: { email: person.email, password: person.password },
      });
      expect(result.status).toBe(502);
      expect(result.body).toEqual({
        error: 'The account service is temporarily unavailable. Please try again shortly.',
      });
      expect(result.setCookies).toEqual([]);
    } finally {
      await lonely.close();
    }
  });
});

describe('connection pooling', () => {
  it('reuses kept-alive connections to a service instead of opening one per request', async () => {
    const bearer = await bff.signIn();
    const before = payment.requests.length;
    for (let i = 0; i < 5; i++) await call(bff.url, '/api/payments', { bearer });
    const ports = new Set(payment.requests.slice(before).map((request) => request.remotePort));
    expect(ports.size).toBe(1);
  });
});
