import Fastify from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { HttpError } from '../src/errors.js';
import { customerOf, identityPlugin, requireRole } from '../src/identity.js';
import { signCustomerIdentity, signUserIdentity } from '../src/identity-token.js';

const secret = 'identity-plugin-secret-of-32-characters';

async function appWithIdentity() {
  const app = Fastify();
  await app.register(identityPlugin, { secret });
  app.setErrorHandler((error, _request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : 500;
    return reply.status(status).send({ error: error instanceof Error ? error.message : 'Failed' });
  });
  app.get('/whoami', { preHandler: requireRole() }, async (request) => request.identity);
  app.get('/me', async (request) => customerOf(request).customerId);
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

it('answers the same person for a token presented again', async () => {
  const app = await appWithIdentity();
  const token = await signUserIdentity({ userId: 'u1', role: 'trainer', name: 'Tom' }, secret);
  for (let i = 0; i < 3; i++) {
    const answer = await app.inject({ url: '/whoami', headers: { 'x-studio-identity': token } });
    expect(answer.json()).toEqual({ kind: 'user', userId: 'u1', role: 'trainer', name: 'Tom' });
  }
  await app.close();
});

it('refuses a token it has verified before once that token has expired', async () => {
  const app = await appWithIdentity();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const token = await signUserIdentity({ userId: 'u1', role: 'admin', name: 'Ada' }, secret);
  const fresh = await app.inject({ url: '/whoami', headers: { 'x-studio-identity': token } });
  expect(fresh.statusCode).toBe(200);
  vi.setSystemTime(Date.now() + 61_000);
  const expired = await app.inject({ url: '/whoami', headers: { 'x-studio-identity': token } });
  expect(expired.statusCode).toBe(401);
  expect(expired.json().error).toBe('Your session could not be verified. Please sign in again.');
  await app.close();
});

it('refuses a forged token each time, also after a genuine one was accepted', async () => {
  const app = await appWithIdentity();
  const genuine = await signUserIdentity({ userId: 'u1', role: 'admin', name: 'Ada' }, secret);
  const forged = `${genuine.slice(0, -2)}xx`;
  expect(
    (await app.inject({ url: '/whoami', headers: { 'x-studio-identity': genuine } })).statusCode,
  ).toBe(200);
  for (let i = 0; i < 2; i++) {
    const refused = await app.inject({ url: '/whoami', headers: { 'x-studio-identity': forged } });
    expect(refused.statusCode).toBe(401);
  }
  await app.close();
});

it('keeps customers out of staff routes and staff out of customer routes', async () => {
  const app = await appWithIdentity();
  const customer = await signCustomerIdentity(
    { userId: 'u2', customerId: 'c9', name: 'Cara' },
    secret,
  );
  const trainer = await signUserIdentity({ userId: 'u1', role: 'trainer', name: 'Tom' }, secret);
  const asCustomer = (url: string) =>
    app.inject({ url, headers: { 'x-studio-identity': customer } });
  expect((await asCustomer('/whoami')).statusCode).toBe(403);
  expect((await asCustomer('/me')).body).toBe('c9');
  expect(
    (await app.inject({ url: '/me', headers: { 'x-studio-identity': trainer } })).statusCode,
  ).toBe(403);
  expect((await app.inject({ url: '/me' })).statusCode).toBe(401);
  await app.close();
});
