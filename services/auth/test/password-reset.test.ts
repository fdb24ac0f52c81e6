import { randomUUID } from 'node:crypto';
import type { User } from '@studio/contracts/auth';
import { defaultStudioSettings } from '@studio/contracts/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';

let harness: AuthTestHarness;
let trainer: User;

beforeAll(async () => {
  harness = await startAuthHarness({ PUBLIC_BASE_URL: 'https://studio.example' });
  trainer = await harness.createTrainer({
    name: 'Tina',
    email: 'tina@example.com',
    password: 'first password',
  });
});

afterAll(async () => {
  await harness?.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, headers });
const reset = (token: string, newPassword: string) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/reset-password/${token}`,
    payload: { newPassword },
  });
const login = (password: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/internal/login',
    payload: { email: 'tina@example.com', password },
  });

/** Asks for a reset link and returns its token, read from the mail put on the queue. */
async function requestResetToken(): Promise<string> {
  const before = (await harness.queuedMails()).length;
  expect((await forgot('tina@example.com')).statusCode).toBe(200);
  const mails = await harness.queuedMails();
  expect(mails).toHaveLength(before + 1);
  const mail = mails.at(-1)!;
  if (mail.template.kind !== 'reset-password') throw new Error('expected a reset mail');
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.template.link)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('forgot password', () => {
  it('answers known and unknown emails identically, and mails only the known one', async () => {
    const known = await forgot('TINA@example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: 'Password reset link sent to your email.' });

    const mails = await harness.queuedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'tina@example.com',
      template: { kind: 'reset-password', name: 'Tina', validMinutes: 30 },
      studio: { name: defaultStudioSettings.studioName },
    });
  });

  it('names the studio, its address and phone as the settings say at the time of the mail', async () => {
    const admin = { _id: randomUUID(), role: 'admin' as const, name: 'Ada' };
    const saved = await harness.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: await harness.identity(admin),
      payload: {
        studioName: 'Kallang Strength Lab',
        address: '9 Jalan Besar',
        phone: '+65 6000 1111',
      },
    });
    expect(saved.statusCode).toBe(200);
    await forgot('tina@example.com');
    const mail = (await harness.queuedMails()).at(-1)!;
    expect(mail.studio).toEqual({
      name: 'Kallang Strength Lab',
      address: '9 Jalan Besar',
      phone: '+65 6000 1111',
    });
  });

  it('builds the link from PUBLIC_BASE_URL, never from the Host header', async () => {
    await forgot('tina@example.com', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const mail = (await harness.queuedMails()).at(-1)!;
    expect(mail.template).toMatchObject({
      link: expect.stringMatching(/^https:\/\/studio\.example\/reset-password\/[A-Za-z0-9_-]{43}$/),
    });
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });

  it('stores only a hash of the token and keeps no mail in the database once queued', async () => {
    const token = await requestResetToken();
    const rows = await harness.query<{ tokenHash: string }>(
      `SELECT "tokenHash" FROM auth.password_resets`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await harness.query(`SELECT id FROM auth.mail_outbox`)).toEqual([]);
  });

  it('rejects a malformed email with 400', async () => {
    const response = await forgot('not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/valid email/);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends the other sessions, and refuses the same link again', async () => {
    const token = await requestResetToken();
    const response = await reset(token, 'brand new password');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-studio-end-sessions']).toBe(trainer._id);
    expect((await login('first password')).statusCode).toBe(401);
    expect((await login('brand new password')).statusCode).toBe(200);

    const again = await reset(token, 'another new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'This password reset link is invalid or has expired. Please ask for a new one.',
    });
    expect((await login('brand new password')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const token = await requestResetToken();
    await harness.query(
      `UPDATE auth.password_resets SET "expiresAt" = now() - interval '1 minute' WHERE "usedAt" IS NULL`,
    );
    const response = await reset(token, 'too late password');
    expect(response.statusCode).toBe(400);
    expect((await login('too late password')).statusCode).toBe(401);
  });

  it('refuses made-up and malformed tokens with the same message', async () => {
    const madeUp = await reset('A'.repeat(43), 'whatever password');
    const malformed = await reset('short', 'whatever password');
    expect(madeUp.statusCode).toBe(400);
    expect(malformed.body).toBe(madeUp.body);
  });

  it('ends older links once the password is changed another way', async () => {
    const token = await requestResetToken();
    const change = await harness.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: await harness.identity(trainer),
      payload: { oldPassword: 'brand new password', newPassword: 'changed by hand' },
    });
    expect(change.statusCode).toBe(200);
    expect((await reset(token, 'sneaky password')).statusCode).toBe(400);
  });

  it('audits requests and resets, and never logs a token or password', async () => {
    const actions = await harness.query<{ action: string }>(
      `SELECT DISTINCT action FROM auth.audit_log`,
    );
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['password.reset-requested', 'password.reset']),
    );
    const tokens = (await harness.queuedMails()).map((mail) =>
      mail.template.kind === 'reset-password' ? mail.template.link.split('/').at(-1)! : '',
    );
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens).not.toContain('');
    const logs = harness.logText();
    expect(logs).toContain('/api/reset-password/[redacted]');
    for (const token of tokens) expect(logs).not.toContain(token);
    for (const password of ['brand new password', 'too late password', 'changed by hand'])
      expect(logs).not.toContain(password);
  });
});
