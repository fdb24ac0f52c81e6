import { randomBytes } from 'node:crypto';
import { buildApp as buildAuthApp } from '@studio/auth-service/dist/app.js';
import { readAuthConfig } from '@studio/auth-service/dist/config.js';
import { usedInviteMessage } from '@studio/contracts/customer-accounts';
import { buildCustomerApp } from '@studio/customer-service/app';
import { readCustomerConfig } from '@studio/customer-service/config';
import { startMailDelivery } from '@studio/mailer/dist/testing/mail-delivery.js';
import type { ServiceApp } from '@studio/service-kit/app';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../src/session/session-token.js';
import { internalSecret, publicOrigin, startBff, type RunningBff } from './support/bff.js';
import { call, sessionCookieFrom } from './support/client.js';
import { listeningUrl, migrateService } from './support/services.js';

/**
 * A customer's session end to end through the real BFF, auth and customer services and the real
 * mail worker delivering to an SMTP inbox: invite, welcome link, the customer's identity, revoke.
 */

let database: TestDatabase;
let auth: ServiceApp;
let customers: ServiceApp;
let delivery: Awaited<ReturnType<typeof startMailDelivery>>;
let bff: RunningBff;
const redisPrefix = randomRedisPrefix();
let adminCookie: string;
let customerId: string;
const customerEmail = `casey.${randomBytes(4).toString('hex')}@example.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [schema, entry] of [
    ['auth', '@studio/auth-service/dist/app.js'],
    ['customer', '@studio/customer-service/app'],
  ] as const)
    await migrateService(database.url, schema, entry);
  const common = {
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: redisPrefix,
    INTERNAL_TOKEN_SECRET: internalSecret,
    PUBLIC_BASE_URL: publicOrigin,
    LOG_LEVEL: 'silent',
  };
  auth = await buildAuthApp(readAuthConfig(common));
  await auth.listen({ port: 0, host: '127.0.0.1' });
  customers = await buildCustomerApp(
    readCustomerConfig({
      ...common,
      AUTH_URL: listeningUrl(auth),
      IC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    }),
  );
  await customers.listen({ port: 0, host: '127.0.0.1' });
  delivery = await startMailDelivery({ redisUrl: testRedisUrl, redisPrefix });
  bff = await startBff({ AUTH_URL: listeningUrl(auth), CUSTOMER_URL: listeningUrl(customers) });

  const admin = await call(bff.url, '/api/register', {
    body: { name: 'Ada', email: 'ada@example.com', password: 'admin password', role: 'admin' },
  });
  expect(admin.status).toBe(201);
  adminCookie = sessionCookieFrom(admin);
  const adminId = (admin.body as { user: { _id: string } }).user._id;
  const created = await call(bff.url, '/api/customers', {
    cookie: adminCookie,
    body: {
      name: 'Casey Lim',
      email: customerEmail,
      phone: '91234567',
      dateOfBirth: '1990-05-17',
      ic: 'S1234567D',
      sex: 'Female',
      trainerID: adminId,
    },
  });
  expect(created.status).toBe(201);
  customerId = (created.body as { _id: string })._id;
}, 60_000);

afterAll(async () => {
  await bff?.close();
  await Promise.allSettled([customers?.close(), auth?.close(), delivery?.close()]);
  await database?.drop();
  await deleteRedisKeys(redisPrefix);
});

async function invitedToken(count: number): Promise<string> {
  const invited = await call(bff.url, `/api/customers/${customerId}/invite`, {
    method: 'POST',
    cookie: adminCookie,
  });
  expect(invited.status).toBe(200);
  expect(invited.body).toEqual({ portalAccess: 'invited' });
  const mails = await waitFor(async () => {
    const received = (await delivery.mails()).filter((mail) => mail.to.includes(customerEmail));
    return received.length >= count ? received : undefined;
  }, 10_000);
  const link = new RegExp(`${publicOrigin}/welcome/([A-Za-z0-9_-]{43})`).exec(
    mails[count - 1]!.parsed.text ?? '',
  );
  expect(link).not.toBeNull();
  return link![1]!;
}

describe("a customer's session", () => {
  let customerCookie: string;

  it('starts from the mailed welcome link: the password is set and the customer is signed in', async () => {
    const token = await invitedToken(1);
    const page = await call(bff.url, `/api/welcome/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ name: 'Casey Lim' });

    const tooShort = await call(bff.url, `/api/welcome/${token}`, { body: { password: 'short' } });
    expect(tooShort.status).toBe(400);

    const welcomed = await call(bff.url, `/api/welcome/${token}`, {
      body: { password: 'casey password' },
    });
    expect(welcomed.status).toBe(200);
    const { token: sessionToken, user } = welcomed.body as {
      token: string;
      user: Record<string, unknown>;
    };
    expect(user).toMatchObject({ role: 'customer', customerId, email: customerEmail });
    customerCookie = sessionCookieFrom(welcomed);

    const stored = JSON.parse(
      (await bff.redis.get(`${bff.prefix}sess:${hashSessionToken(sessionToken)}`)) ?? '{}',
    );
    expect(stored).toMatchObject({ role: 'customer', customerId, userId: user._id });
    expect(bff.logs.join('')).not.toContain(token);

    const usedAgain = await call(bff.url, `/api/welcome/${token}`, {
      body: { password: 'another password' },
    });
    expect(usedAgain.status).toBe(400);
    expect(usedAgain.body).toEqual({ error: usedInviteMessage });
  });

  it("reaches the customer's own record and no staff list", async () => {
    const me = await call(bff.url, '/api/me/customer', { cookie: customerCookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: customerId, name: 'Casey Lim', ic: 'S****567D' });
    const profile = await call(bff.url, '/api/profile', { cookie: customerCookie });
    expect(profile.status).toBe(200);
    const contact = await call(bff.url, '/api/studio-contact', { cookie: customerCookie });
    expect(contact.status).toBe(200);
    for (const path of ['/api/customers', `/api/customers/${customerId}`, '/api/users']) {
      const refused = await call(bff.url, path, { cookie: customerCookie });
      expect(refused.status, path).toBe(403);
    }
    const staffOnMe = await call(bff.url, '/api/me/customer', { cookie: adminCookie });
    expect(staffOnMe.status).toBe(403);
  });

  it('signs in on the login screen as a customer', async () => {
    const login = await call(bff.url, '/api/login', {
      body: { email: customerEmail.toUpperCase(), password: 'casey password' },
    });
    expect(login.status).toBe(200);
    expect((login.body as { user: unknown }).user).toMatchObject({ role: 'customer', customerId });
    const me = await call(bff.url, '/api/me/customer', { cookie: sessionCookieFrom(login) });
    expect(me.status).toBe(200);
  });

  it("ends every one of the customer's sessions when staff revoke access", async () => {
    const access = await call(bff.url, `/api/customers/${customerId}/access`, {
      cookie: adminCookie,
    });
    expect(access.body).toEqual({ portalAccess: 'active' });
    const revoked = await call(bff.url, `/api/customers/${customerId}/access`, {
      method: 'DELETE',
      cookie: adminCookie,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('x-studio-end-sessions')).toBeNull();
    const after = await call(bff.url, '/api/me/customer', { cookie: customerCookie });
    expect(after.status).toBe(401);
    const login = await call(bff.url, '/api/login', {
      body: { email: customerEmail, password: 'casey password' },
    });
    expect(login.status).toBe(401);
    // The admin's own session is untouched.
    expect((await call(bff.url, '/api/customers', { cookie: adminCookie })).status).toBe(200);
  });
});
