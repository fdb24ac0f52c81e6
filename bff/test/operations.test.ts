import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { internalSecret, startBff, type RunningBff } from './support/bff.js';
import { call, sessionCookieFrom } from './support/client.js';
import { startFakeAuth, type FakeAuth } from './support/fake-auth.js';
import { startUpstream, type TestUpstream } from './support/upstream.js';

let auth: FakeAuth;
let customer: TestUpstream;
let bff: RunningBff;
/** A signed-in caller's session, for forwarded routes. */
let bearer: string;

const secretPassword = 'Pa55word-that-must-never-be-logged';
const person = {
  name: 'Logan Logged',
  email: 'logan@example.com',
  password: secretPassword,
  role: 'trainer',
};

beforeAll(async () => {
  auth = await startFakeAuth(internalSecret);
  customer = await startUpstream();
  bff = await startBff({ AUTH_URL: auth.url, CUSTOMER_URL: customer.url });
  bearer = await bff.signIn();
});

afterAll(async () => {
  await bff.close();
  await customer.close();
  await auth.close();
});

describe('security headers', () => {
  it.each([
    ['an answer of the BFF itself', '/api/logout', 'POST', false],
    ['a forwarded answer', '/api/customers', 'GET', true],
    ['a 401 for a signed-out caller', '/api/customers', 'GET', false],
    ['a 404', '/api/none', 'GET', false],
    ['a health check', '/healthz', 'GET', false],
  ])('are on %s', async (_case, path, method, signedIn) => {
    const result = await call(bff.url, path, { method, bearer: signedIn ? bearer : undefined });
    const csp = result.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('referrer-policy')).toBe('no-referrer');
    expect(result.headers.get('strict-transport-security')).toBeNull();
    expect(result.headers.get('x-powered-by')).toBeNull();
  });

  it('/api answers are never cached', async () => {
    for (const signedIn of [bearer, undefined]) {
      const answer = await call(bff.url, '/api/customers', { bearer: signedIn });
      expect(answer.status).toBe(signedIn ? 200 : 401);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('in production', () => {
  it('sends HSTS and a Secure __Host- session cookie', async () => {
    const production = await startBff({ AUTH_URL: auth.url, NODE_ENV: 'production' });
    try {
      const registered = await call(production.url, '/api/register', {
        body: { ...person, email: 'prod@example.com' },
      });
      expect(registered.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      const cookie = registered.setCookies.find((line) => line.startsWith('__Host-studio_sid='));
      expect(cookie).toMatch(/^__Host-studio_sid=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      const profile = await call(production.url, '/api/profile', {
        cookie: sessionCookieFrom(registered),
      });
      expect(profile.status).toBe(200);
    } finally {
      await production.close();
    }
  });
});

async function withUnreachableRedis(check: (url: string) => Promise<void>) {
  const config = readConfig({ INTERNAL_TOKEN_SECRET: internalSecret, LOG_LEVEL: 'silent' });
  const redis = new Redis('redis://127.0.0.1:9', {
    maxRetriesPerRequest: 0,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  const { app, close } = buildApp({ config, redis, logger: createLogger('silent') });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    await check(`http://127.0.0.1:${port}`);
  } finally {
    server.close();
    close();
    redis.disconnect();
  }
}

describe('health and metrics', () => {
  it('/healthz answers ok and /readyz answers ready while Redis answers', async () => {
    expect((await call(bff.url, '/healthz')).body).toEqual({ status: 'ok' });
    expect((await call(bff.url, '/readyz')).body).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 { error } when Redis cannot be reached', async () => {
    await withUnreachableRedis(async (url) => {
      const result = await call(url, '/readyz');
      expect(result.status).toBe(503);
      expect(result.body).toEqual({ error: 'Redis is not reachable.' });
    });
  });

  it('a signed-in call answers 503 { error }, not 500, when Redis cannot be reached', async () => {
    await withUnreachableRedis(async (url) => {
      const result = await call(url, '/api/customers', { bearer: 'A'.repeat(43) });
      expect(result.status).toBe(503);
      expect(result.body).toEqual({
        error: 'Signing in is temporarily unavailable. Please try again shortly.',
      });
    });
  });

  it('/metrics reports request durations by route and status', async () => {
    await call(bff.url, '/api/customers/12', { bearer });
    await call(bff.url, '/api/login', { body: { email: 'nobody@example.com', password: 'x' } });
    const metrics = (await call(bff.url, '/metrics')).body as string;
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/customers",status="200"\} \d+/,
    );
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/login",status="401"\} \d+/,
    );
    expect(metrics).not.toContain('/api/customers/12');
  });
});

describe('logs', () => {
  it('hold request ids but never passwords, session tokens, cookies, identity tokens or reset tokens', async () => {
    const registered = await call(bff.url, '/api/register', { body: person });
    const { token } = registered.body as { token: string };
    const cookie = sessionCookieFrom(registered);
    await call(bff.url, '/api/login', { body: { email: person.email, password: secretPassword } });
    await call(bff.url, '/api/login', {
      body: { email: person.email, password: `${secretPassword}-wrong` },
    });
    await call(bff.url, '/api/customers', {
      cookie,
      headers: { 'x-request-id': 'trace-for-logs' },
    });
    await call(bff.url, '/api/customers', { bearer: token, body: { password: secretPassword } });
    const resetToken = 'reset-token-abcdefghijklmnopqrstuvwxyz-0123';
    await call(bff.url, `/api/reset-password/${resetToken}`, {
      body: { newPassword: secretPassword },
    });
    const identity = customer.requests.at(-1)?.headers['x-studio-identity'] as string;
    await call(bff.url, '/api/logout', { method: 'POST', cookie });

    const logs = bff.logs.join('\n');
    expect(logs).toContain('trace-for-logs');
    expect(logs).toContain('/api/reset-password/[redacted]');
    for (const secret of [secretPassword, token, identity, resetToken, 'studio_sid=']) {
      expect(secret.length).toBeGreaterThan(5);
      expect(logs).not.toContain(secret);
    }
  });
});
