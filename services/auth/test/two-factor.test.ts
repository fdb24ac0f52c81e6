import { randomUUID } from 'node:crypto';
import type { User } from '@studio/contracts/auth';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';

const clock = new ManualClock('2026-11-26T02:00:00Z');
let harness: AuthTestHarness;
let trainer: User;
const admin = { _id: randomUUID(), role: 'admin' as const, name: 'Ada' };

/** The code the person's authenticator app shows now (otplib, as the apps compute it). */
const codeNow = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSeconds });

beforeAll(async () => {
  harness = await startAuthHarness({}, { clock });
  trainer = await harness.createTrainer({
    name: 'Tina Tan',
    email: 'tina@example.com',
    password: 'first password',
  });
});

afterAll(async () => {
  await harness?.close();
});

const asTrainer = async () => harness.identity(trainer);
const call = async (method: 'POST' | 'DELETE' | 'GET' | 'PUT', url: string, payload?: object) =>
  harness.app.inject({ method, url, headers: await asTrainer(), ...(payload ? { payload } : {}) });
const login = (payload: object = {}) =>
  harness.app.inject({
    method: 'POST',
    url: '/internal/login',
    payload: { email: 'tina@example.com', password: 'first password', ...payload },
  });
const secondStep = (payload: object) =>
  harness.app.inject({ method: 'POST', url: '/internal/login/2fa', payload });

/** Turns two-step sign-in on for the trainer; returns the secret and the recovery codes. */
async function enrol(): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call('POST', '/api/profile/2fa/setup');
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
  expect(otpauthUrl).toBe(
    `otpauth://totp/Apex%20Body%20Studio:tina%40example.com?secret=${secret}&issuer=Apex%20Body%20Studio`,
  );
  const enabled = await call('POST', '/api/profile/2fa/enable', { code: await codeNow(secret) });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

describe('turning two-step sign-in on', () => {
  it('needs a right code of the new secret, then gives ten recovery codes, kept only as hashes', async () => {
    const setup = await call('POST', '/api/profile/2fa/setup');
    const { secret } = setup.json<{ secret: string }>();
    const wrong = await call('POST', '/api/profile/2fa/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'That code is not right. Please try again.' });
    expect((await call('GET', '/api/profile')).json()).toMatchObject({ twoFactorEnabled: false });

    clock.advance({ minutes: 1 });
    const enabled = await call('POST', '/api/profile/2fa/enable', { code: await codeNow(secret) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await call('GET', '/api/profile')).json()).toMatchObject({
      twoFactorEnabled: true,
      twoFactorRequired: false,
    });

    const stored = await harness.query<{ codeHash: string }>(
      `SELECT "codeHash" FROM auth.recovery_codes WHERE "userId" = $1`,
      [trainer._id],
    );
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(dump).not.toContain(code.replace('-', ''));

    const again = await call('POST', '/api/profile/2fa/setup');
    expect(again.statusCode).toBe(409);
    expect(harness.logText()).not.toContain(secret);
  });
});

describe('signing in with two steps', () => {
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    await call('DELETE', '/api/profile/2fa', { code: '000000' }); // not right: stays on
    const [{ totpSecret }] = (await harness.query<{ totpSecret: string }>(
      `SELECT "totpSecret" FROM auth.users WHERE id = $1`,
      [trainer._id],
    )) as [{ totpSecret: string }];
    clock.advance({ minutes: 1 });
    expect(
      (await call('DELETE', '/api/profile/2fa', { code: await codeNow(totpSecret) })).statusCode,
    ).toBe(204);
    clock.advance({ minutes: 1 });
    ({ secret, recoveryCodes } = await enrol());
  });

  it('answers the password with a challenge and no user; a right code then signs in, once', async () => {
    clock.advance({ minutes: 1 });
    const first = await login();
    expect(first.statusCode).toBe(200);
    const { challenge, ...rest } = first.json();
    expect(rest).toEqual({ twoFactorRequired: true });
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const code = await codeNow(secret);
    const signedIn = await secondStep({ challenge, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ _id: trainer._id, role: 'trainer' });

    // The challenge is used up, and the same code is not taken twice, even on a new challenge.
    expect((await secondStep({ challenge, code })).statusCode).toBe(400);
    const replay = await secondStep({ challenge: (await login()).json().challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'That code is not right. Please try again.' });
  });

  it('takes a code of the step before or after, not older ones', async () => {
    clock.advance({ minutes: 2 });
    const { challenge } = (await login()).json();
    expect((await secondStep({ challenge, code: await codeNow(secret, -90) })).statusCode).toBe(
      401,
    );
    expect((await secondStep({ challenge, code: await codeNow(secret, -30) })).statusCode).toBe(
      200,
    );
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const [recovery] = recoveryCodes as [string];
    const typed = recovery.toUpperCase().replace('-', ' ');
    const { challenge } = (await login()).json();
    expect((await secondStep({ challenge, recoveryCode: typed })).statusCode).toBe(200);
    const again = await secondStep({
      challenge: (await login()).json().challenge,
      recoveryCode: recovery,
    });
    expect(again.statusCode).toBe(401);
  });

  it('ends a challenge after five wrong codes, and after five minutes', async () => {
    const { challenge } = (await login()).json();
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await secondStep({ challenge, code: '000000' })).statusCode).toBe(401);
    const ended = await secondStep({ challenge, code: await codeNow(secret) });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().error).toMatch(/enter your email and password again/);

    clock.advance({ minutes: 1 });
    const late = (await login()).json().challenge;
    clock.advance({ minutes: 5, ms: 1 });
    expect((await secondStep({ challenge: late, code: await codeNow(secret) })).statusCode).toBe(
      400,
    );
  });

  it('needs a code or a recovery code', async () => {
    const { challenge } = (await login()).json();
    const neither = await secondStep({ challenge });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error).toMatch(/6-digit code/);
  });

  it('skips the code for 30 days on a device the person chose to remember', async () => {
    clock.advance({ minutes: 1 });
    const { challenge } = (await login()).json();
    const remembered = await secondStep({
      challenge,
      code: await codeNow(secret),
      rememberDevice: true,
    });
    const { trustedDevice } = remembered.json<{ trustedDevice: string }>();
    expect(trustedDevice).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await login({ trustedDevice })).json().user._id).toBe(trainer._id);
    expect((await login({ trustedDevice: 'made-up' })).json()).toHaveProperty('challenge');
    clock.advance({ days: 30, minutes: 1 });
    expect((await login({ trustedDevice })).json()).toHaveProperty('challenge');
  });

  it('audits each step and never logs the secret, a code or a challenge', async () => {
    const actions = await harness.query<{ action: string }>(
      `SELECT DISTINCT action FROM auth.audit_log WHERE "targetId" = $1`,
      [trainer._id],
    );
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'two-factor.enabled',
        'two-factor.disabled',
        'login.password-accepted',
        'login.code-failed',
        'login.succeeded',
      ]),
    );
    const logs = harness.logText();
    expect(logs).not.toContain(secret);
    for (const code of recoveryCodes) expect(logs).not.toContain(code);
  });
});

describe('when the studio requires two-step sign-in for staff', () => {
  it('leads staff without it to set it up after their password, then signs them in', async () => {
    const pat = await harness.createTrainer({
      name: 'Pat Ong',
      email: 'pat@example.com',
      password: 'pat rows at dawn',
    });
    const required = await harness.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: await harness.identity(admin),
      payload: { requireTwoFactorForStaff: true },
    });
    expect(required.statusCode).toBe(200);

    const first = await harness.app.inject({
      method: 'POST',
      url: '/internal/login',
      payload: { email: 'pat@example.com', password: 'pat rows at dawn' },
    });
    const { challenge, ...rest } = first.json();
    expect(rest).toEqual({ twoFactorSetupRequired: true });
    // The enrolment challenge is not a way round the code step.
    expect((await secondStep({ challenge, code: '123456' })).statusCode).toBe(400);

    const setup = await harness.app.inject({
      method: 'POST',
      url: '/internal/login/2fa/setup',
      payload: { challenge },
    });
    const { secret } = setup.json<{ secret: string }>();
    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/internal/login/2fa/enable',
      payload: { challenge, code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const enabled = await harness.app.inject({
      method: 'POST',
      url: '/internal/login/2fa/enable',
      payload: { challenge, code: await codeNow(secret) },
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().user._id).toBe(pat._id);
    expect(enabled.json().recoveryCodes).toHaveLength(10);

    const profile = await harness.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: await harness.identity(pat),
    });
    expect(profile.json()).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: true });
  });
});

describe('an admin resets a staff member’s second factor', () => {
  it('removes it, ends their sessions and audits it; not for oneself, not by a trainer', async () => {
    const byTrainer = await call('POST', `/api/users/${trainer._id}/2fa/reset`);
    expect(byTrainer.statusCode).toBe(403);

    const reset = await harness.app.inject({
      method: 'POST',
      url: `/api/users/${trainer._id}/2fa/reset`,
      headers: { ...(await harness.identity(admin)), 'x-client-ip': '127.21.0.9' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['x-studio-end-sessions']).toBe(trainer._id);
    expect((await call('GET', '/api/profile')).json()).toMatchObject({ twoFactorEnabled: false });
    const [entry] = await harness.query<{ actorId: string; ip: string }>(
      `SELECT "actorId", ip FROM auth.audit_log WHERE action = 'two-factor.reset' AND "targetId" = $1`,
      [trainer._id],
    );
    expect(entry).toEqual({ actorId: admin._id, ip: '127.21.0.9' });

    const again = await harness.app.inject({
      method: 'POST',
      url: `/api/users/${trainer._id}/2fa/reset`,
      headers: await harness.identity(admin),
    });
    expect(again.statusCode).toBe(409);
    const own = await harness.app.inject({
      method: 'POST',
      url: `/api/users/${admin._id}/2fa/reset`,
      headers: await harness.identity(admin),
    });
    expect(own.statusCode).toBe(400);
  });
});
