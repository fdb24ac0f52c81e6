import { buildApp as buildAuthApp } from '@studio/auth-service/dist/app.js';
import { readAuthConfig } from '@studio/auth-service/dist/config.js';
import { startMailDelivery } from '@studio/mailer/dist/testing/mail-delivery.js';
import type { ServiceApp } from '@studio/service-kit/app';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalSecret, publicOrigin, startBff, type RunningBff } from './support/bff.js';
import { call, sessionCookieFrom, type CallResult } from './support/client.js';
import { listeningUrl, migrateService } from './support/services.js';

/**
 * Sign-in protection end to end through the real BFF and auth service and the real mail worker:
 * strangers' wrong passwords never keep the owner out of their usual device or address, the owner
 * is mailed, and two-step sign-in gives a session only after the code.
 */
let database: TestDatabase;
let auth: ServiceApp;
let delivery: Awaited<ReturnType<typeof startMailDelivery>>;
let bff: RunningBff;
const redisPrefix = randomRedisPrefix();

const owner = { name: 'Olga Tan', email: 'olga@example.com', password: 'olga lifts at dawn' };
const usualAddress = '127.21.0.7';

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateService(database.url, 'auth', '@studio/auth-service/dist/app.js');
  auth = await buildAuthApp(
    readAuthConfig({
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: redisPrefix,
      INTERNAL_TOKEN_SECRET: internalSecret,
      PUBLIC_BASE_URL: publicOrigin,
      LOG_LEVEL: 'silent',
    }),
  );
  await auth.listen({ port: 0, host: '127.0.0.1' });
  delivery = await startMailDelivery({ redisUrl: testRedisUrl, redisPrefix });
  // Trusting the loopback proxy lets each request choose its client address.
  bff = await startBff({ AUTH_URL: listeningUrl(auth), TRUST_PROXY: 'loopback' });
  const registered = await call(bff.url, '/api/register', {
    body: { ...owner, role: 'admin' },
    headers: from(usualAddress),
  });
  expect(registered.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await bff?.close();
  await Promise.allSettled([auth?.close(), delivery?.close()]);
  await database?.drop();
  await deleteRedisKeys(redisPrefix);
});

function from(address: string, cookie?: string): Record<string, string> {
  return {
    'x-requested-with': 'studio-web',
    origin: publicOrigin,
    'content-type': 'application/json',
    'x-forwarded-for': address,
    ...(cookie ? { cookie } : {}),
  };
}

const login = (password: string, address: string, cookie?: string) =>
  call(bff.url, '/api/login', {
    body: { email: owner.email, password },
    headers: from(address, cookie),
  });

/** `name=value` of every cookie an answer set, for a `Cookie` header. */
const cookiesOf = (result: CallResult) =>
  result.setCookies.map((line) => line.split(';')[0]).join('; ');

describe('ten wrong passwords from strangers', () => {
  let deviceCookie: string;

  it('leave the owner signing in from their usual device and address, and mail them once', async () => {
    const usual = await login(owner.password, '127.20.0.50');
    expect(usual.status).toBe(200);
    const deviceLine = usual.setCookies.find((line) => line.startsWith('studio_device='))!;
    expect(deviceLine).toContain('Path=/api/login');
    expect(deviceLine).toContain('HttpOnly');
    deviceCookie = deviceLine.split(';')[0]!;

    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await login('a wrong guess', `127.22.0.${attempt}`)).status).toBe(401);
    expect((await login('a wrong guess', '127.22.0.11')).status).toBe(429);
    expect((await login(owner.password, '127.22.0.12')).status).toBe(429);

    // Until now this was a 429 for 15 minutes: anyone could keep the owner out.
    const fromDevice = await login(owner.password, '127.22.0.200', deviceCookie);
    expect(fromDevice.status).toBe(200);
    expect(fromDevice.body).toMatchObject({ user: { email: owner.email } });
    expect((await login(owner.password, usualAddress)).status).toBe(200);

    const notices = await waitFor(async () => {
      const mails = (await delivery.mails()).filter((mail) =>
        mail.parsed.subject?.startsWith('Many wrong passwords'),
      );
      return mails.length > 0 ? mails : undefined;
    }, 10_000);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to).toContain(owner.email);
    const link = new RegExp(`${publicOrigin}/reset-password/([A-Za-z0-9_-]{43})`).exec(
      notices[0]!.parsed.text ?? '',
    );
    expect(link).not.toBeNull();

    // The link is a working reset link.
    const reset = await call(bff.url, `/api/reset-password/${link![1]}`, {
      body: { newPassword: 'olga lifts at noon now' },
      headers: from('127.20.0.60'),
    });
    expect(reset.status).toBe(200);
    owner.password = 'olga lifts at noon now';
  });
});

describe('two-step sign-in through the BFF', () => {
  let secret: string;

  it('answers the password with a challenge and no session, then the code with the session', async () => {
    const signedIn = await login(owner.password, usualAddress);
    const cookie = sessionCookieFrom(signedIn);
    const setup = await call(bff.url, '/api/profile/2fa/setup', { method: 'POST', cookie });
    expect(setup.status).toBe(200);
    secret = (setup.body as { secret: string }).secret;
    const enabled = await call(bff.url, '/api/profile/2fa/enable', {
      cookie,
      body: { code: await generate({ secret }) },
    });
    expect(enabled.status).toBe(200);
    expect((enabled.body as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);

    const first = await login(owner.password, usualAddress);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body as object).sort()).toEqual(['challenge', 'twoFactorRequired']);
    expect(first.setCookies.some((line) => line.startsWith('studio_sid='))).toBe(false);
    const { challenge } = first.body as { challenge: string };

    const wrong = await call(bff.url, '/api/login/2fa', {
      body: { challenge, code: '000000' },
      headers: from(usualAddress),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'That code is not right. Please try again.' });

    const right = await call(bff.url, '/api/login/2fa', {
      body: {
        challenge,
        // The next step's code: this step's was used up when two-step sign-in was turned on.
        code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
        rememberDevice: true,
      },
      headers: from(usualAddress),
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ token: expect.any(String), user: { email: owner.email } });
    const session = sessionCookieFrom(right);
    expect((await call(bff.url, '/api/profile', { cookie: session })).body).toMatchObject({
      twoFactorEnabled: true,
    });

    // "Remember this device": the next sign-in from this browser skips the code.
    const remembered = await login(owner.password, usualAddress, cookiesOf(right));
    expect(remembered.status).toBe(200);
    expect(remembered.body).toMatchObject({ user: { email: owner.email } });
  });

  it('refuses an unknown or used challenge without asking auth', async () => {
    const made = await call(bff.url, '/api/login/2fa', {
      body: { challenge: 'x'.repeat(43), code: '123456' },
      headers: from(usualAddress),
    });
    expect(made.status).toBe(400);
    expect((made.body as { error: string }).error).toMatch(/enter your email and password again/);
  });
});
