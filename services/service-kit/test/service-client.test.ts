import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServiceApp, type ServiceApp } from '../src/app.js';
import { badRequest } from '../src/errors.js';
import { requireService } from '../src/identity.js';
import { createServiceClient, ServiceCallError } from '../src/service-client.js';

const secret = 'test-secret-that-is-at-least-32-characters';
let app: ServiceApp;
let baseUrl: string;

beforeAll(async () => {
  app = await createServiceApp({
    serviceName: 'callee',
    internalTokenSecret: secret,
    logLevel: 'silent',
  });
  app.post('/internal/echo', { preHandler: requireService() }, async (request) => ({
    caller: request.identity?.name,
    requestId: request.id,
    body: request.body,
  }));
  app.get('/internal/refuse', { preHandler: requireService() }, async () => {
    throw badRequest('No such thing.');
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
});

it('calls another service as itself, passing the request id and body', async () => {
  const call = createServiceClient({ serviceName: 'payment', secret });
  const answer = await call<{ caller: string; requestId: string; body: unknown }>(
    baseUrl,
    '/internal/echo',
    {
      method: 'POST',
      body: { amount: 3 },
      requestId: 'req-42',
    },
  );
  expect(answer).toEqual({ caller: 'payment', requestId: 'req-42', body: { amount: 3 } });
});

it('throws the other service status and message', async () => {
  const call = createServiceClient({ serviceName: 'payment', secret });
  const failure = await call(baseUrl, '/internal/refuse').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ServiceCallError);
  expect(failure).toMatchObject({ status: 400, message: 'No such thing.' });
});

it('is refused when signed with another secret', async () => {
  const call = createServiceClient({
    serviceName: 'payment',
    secret: 'a-different-secret-of-at-least-32-chars',
  });
  await expect(call(baseUrl, '/internal/echo', { method: 'POST', body: {} })).rejects.toMatchObject(
    { status: 401 },
  );
});
