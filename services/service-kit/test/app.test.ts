import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceApp } from '../src/app.js';
import { createDatabase } from '../src/database.js';
import { badRequest } from '../src/errors.js';
import { requireRole, requireService, userOf } from '../src/identity.js';
import { signServiceToken, signUserIdentity } from '../src/identity-token.js';
import { createRedis } from '../src/redis.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/database.js';
import { testRedisUrl } from '../src/testing/redis.js';
import { captureLogs } from './log-capture.js';

const secret = 'test-secret-that-is-at-least-32-characters';
const logs = captureLogs();
let database: TestDatabase;
let app: ServiceApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createServiceApp({
    serviceName: 'kit-test',
    internalTokenSecret: secret,
    logLevel: 'info',
    logStream: logs.stream,
    sequelize: createDatabase({ url: database.url, schema: 'kit' }),
    redis: createRedis(testRedisUrl),
    maskUrl: (url) => url.replace(/\/secret\/[^/?]+/, '/secret/[redacted]'),
  });
  app.post(
    '/things',
    {
      schema: {
        body: Type.Object({
          name: Type.String({ minLength: 1 }),
          email: Type.String({ format: 'email' }),
        }),
      },
    },
    async (request) => {
      request.log.info(
        { body: request.body, nested: { password: 'hunter2-in-log' } },
        'thing received',
      );
      return { name: request.body.name };
    },
  );
  app.get('/boom', async () => {
    throw new Error('database password=hunter2 exploded');
  });
  app.get('/refused', async () => {
    throw badRequest('That cannot be done.');
  });
  app.get<{ Params: { token: string } }>('/secret/:token', async (request) => ({
    token: request.params.token.length,
  }));
  app.get('/admin-only', { preHandler: requireRole('admin') }, async (request) => ({
    name: userOf(request).name,
  }));
  app.get('/internal/ping', { preHandler: requireService() }, async (request) => ({
    caller: request.identity?.name,
  }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('validation and errors', () => {
  it('accepts a valid body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'Ann', email: 'ann@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ann' });
  });

  it('rejects unknown fields with a readable 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'Ann', email: 'ann@example.com', role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid request body: Unknown field: role.' });
  });

  it('refuses text with a NUL character, which PostgreSQL cannot store, with a readable 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'Ann\u0000Lee', email: 'ann@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request body: name must not contain a NUL character.',
    });
  });

  it('names missing fields and bad emails', async () => {
    const missing = await app.inject({ method: 'POST', url: '/things', payload: { name: 'Ann' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('Missing required field: email');
    const badEmail = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'Ann', email: 'not-an-email' },
    });
    expect(badEmail.json()).toEqual({
      error: 'Invalid request body: email must be a valid email address.',
    });
  });

  it('answers 413 for a 1 MB body, 400 for broken JSON, 415 for other content types', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'x'.repeat(1024 * 1024), email: 'a@b.co' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'Request body is too large.' });
    const broken = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'Request body is not valid JSON.' });
    const form = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ann',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error).toMatch(/JSON/);
  });

  it('refuses a text/plain body with 415 in the { error } shape instead of parsing it', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'text/plain' },
      payload: '{"name":"Ann","email":"ann@example.com"}',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });

  it('lets path parameters of up to 300 characters reach their route', async () => {
    const token = 't'.repeat(300);
    const response = await app.inject({ method: 'GET', url: `/secret/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: 300 });
  });

  it('answers a longer path parameter with 414 in the { error } shape, without logging it', async () => {
    const token = 'u'.repeat(301);
    const response = await app.inject({
      method: 'GET',
      url: `/secret/${token}`,
      headers: { 'x-request-id': 'req-too-long-1' },
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'The address is too long.' });
    expect(response.headers['x-request-id']).toBe('req-too-long-1');
    expect(logs.text()).not.toContain(token);
  });

  it('answers a malformed escape in a path parameter with 400 in the { error } shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/secret/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The address is not valid.' });
  });

  it('hides unexpected failures behind a 500 and logs them', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
    expect(logs.text()).toContain('request failed');
  });

  it('passes on the message of errors meant for the caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/refused' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'That cannot be done.' });
  });

  it('answers unknown routes with 404 in the same shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });
});

describe('logging', () => {
  it('keeps the caller request id, echoes it and logs it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'req-abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('req-abc-123');
    await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'x-request-id': 'req-logged-1' },
      payload: { name: 'Ann', email: 'ann@example.com' },
    });
    const line = logs.lines
      .map((text) => JSON.parse(text))
      .filter((entry) => entry.msg === 'thing received');
    expect(line.map((entry) => entry.reqId)).toContain('req-logged-1');
  });

  it('generates a request id when none (or a malformed one) is given', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes passwords or secret path segments to the log', async () => {
    await app.inject({ method: 'GET', url: '/secret/tok-very-secret-value' });
    expect(logs.text()).not.toContain('hunter2-in-log');
    expect(logs.text()).not.toContain('tok-very-secret-value');
    expect(logs.text()).toContain('[redacted]');
  });
});

describe('identity', () => {
  it('lets an admin in and keeps a trainer out with 403', async () => {
    const admin = await signUserIdentity({ userId: 'u1', role: 'admin', name: 'Ada' }, secret);
    const trainer = await signUserIdentity({ userId: 'u2', role: 'trainer', name: 'Tom' }, secret);
    const allowed = await app.inject({
      method: 'GET',
      url: '/admin-only',
      headers: { 'x-studio-identity': admin },
    });
    expect(allowed.json()).toEqual({ name: 'Ada' });
    const refused = await app.inject({
      method: 'GET',
      url: '/admin-only',
      headers: { 'x-studio-identity': trainer },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBeTruthy();
  });

  it('answers 401 without an identity or with a forged one', async () => {
    const none = await app.inject({ method: 'GET', url: '/admin-only' });
    expect(none.statusCode).toBe(401);
    const forged = await signUserIdentity(
      { userId: 'u1', role: 'admin', name: 'Ada' },
      'another-secret-that-is-32-characters-long',
    );
    const refused = await app.inject({
      method: 'GET',
      url: '/admin-only',
      headers: { 'x-studio-identity': forged },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('keeps people out of internal routes and lets services in', async () => {
    const admin = await signUserIdentity({ userId: 'u1', role: 'admin', name: 'Ada' }, secret);
    const person = await app.inject({
      method: 'GET',
      url: '/internal/ping',
      headers: { 'x-studio-identity': admin },
    });
    expect(person.statusCode).toBe(403);
    const service = await app.inject({
      method: 'GET',
      url: '/internal/ping',
      headers: { 'x-studio-identity': await signServiceToken('payment', secret) },
    });
    expect(service.json()).toEqual({ caller: 'payment' });
  });
});

describe('health and metrics', () => {
  it('reports alive and ready when the database and Redis answer', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('exposes request durations by route and status', async () => {
    await app.inject({ method: 'GET', url: '/refused' });
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/refused"[^}]*status_code="400"[^}]*\} [1-9]/,
    );
  });
});
