import type { User } from '@studio/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';

let harness: AuthTestHarness;
const adminPassword = 'correct horse battery staple';

beforeAll(async () => {
  harness = await startAuthHarness();
});

afterAll(async () => {
  await harness?.close();
});

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  harness.app.inject({
    method: 'POST',
    url: '/internal/register',
    payload: payload as object,
    headers,
  });

describe('register, login, profile', () => {
  let admin: User;

  it('lets the first person register as admin', async () => {
    const response = await register({
      name: 'Ada Admin',
      email: 'Ada@Example.com',
      password: adminPassword,
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
    admin = response.json().user;
    expect(admin).toMatchObject({
      name: 'Ada Admin',
      email: 'ada@example.com',
      role: 'admin',
      status: 'active',
      lastEdited: null,
    });
    expect(admin._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(response.json())).not.toMatch(/password/i);
  });

  it('refuses a second self-registered admin with a clear 403, but lets an admin create one', async () => {
    const refused = await register({
      name: 'Eve',
      email: 'eve@example.com',
      password: 'another password',
      role: 'admin',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/admin account already exists/i);

    const trainerIdentity = await harness.identity({
      _id: admin._id,
      role: 'trainer',
      name: 'Not admin',
    });
    expect(
      (
        await register(
          { name: 'Eve', email: 'eve@example.com', password: 'another password', role: 'admin' },
          trainerIdentity,
        )
      ).statusCode,
    ).toBe(403);

    const created = await register(
      { name: 'Bob Admin', email: 'bob@example.com', password: 'another password', role: 'admin' },
      await harness.identity(admin),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().user.role).toBe('admin');
  });

  it('lets anyone register as a trainer (pending by default) and refuses a taken email (any case) with 409, audited', async () => {
    const trainer = await register({
      name: 'Tina Trainer',
      email: 'tina@example.com',
      password: 'trainer password',
      role: 'trainer',
    });
    expect(trainer.statusCode).toBe(202);
    expect(trainer.json()).toMatchObject({ pending: true, user: { status: 'pending' } });
    const duplicate = await register({
      name: 'Tina Again',
      email: 'TINA@example.com',
      password: 'trainer password',
      role: 'trainer',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: 'An account with this email already exists.' });
    const refusals = await harness.query<{ detail: unknown }>(
      `SELECT detail FROM auth.audit_log WHERE action = 'user.registration-refused'`,
    );
    expect(refusals).toEqual([{ detail: { role: 'trainer', reason: 'email taken' } }]);
  });

  it('logs in with the right password (email in any case) and refuses a wrong one with 401', async () => {
    const ok = await harness.app.inject({
      method: 'POST',
      url: '/internal/login',
      payload: { email: 'ADA@example.com', password: adminPassword },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toEqual(admin);

    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/internal/login',
      payload: { email: 'ada@example.com', password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Incorrect email or password.' });

    const unknown = await harness.app.inject({
      method: 'POST',
      url: '/internal/login',
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('shows the signed-in person their profile', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: await harness.identity(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Ada Admin',
      email: 'ada@example.com',
      dateCreated: admin.dateCreated,
      twoFactorEnabled: false,
      twoFactorRequired: false,
    });
  });

  it('refuses the profile without a signed-in identity', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBeTruthy();
  });

  it('records logins, failures and logouts in the audit log with the caller address, without secrets', async () => {
    const logout = await harness.app.inject({
      method: 'POST',
      url: '/internal/logout',
      headers: { ...(await harness.identity(admin)), 'x-client-ip': '127.22.0.7' },
    });
    expect(logout.statusCode).toBe(204);
    await harness.app.inject({
      method: 'POST',
      url: '/internal/login',
      headers: { 'x-client-ip': '127.22.0.8' },
      payload: { email: 'ada@example.com', password: 'wrong password' },
    });

    const entries = await harness.query<{
      action: string;
      actorId: string | null;
      targetId: string | null;
      ip: string | null;
    }>(`SELECT action, "actorId", "targetId", ip, detail FROM auth.audit_log ORDER BY id`);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['user.registered', 'login.succeeded', 'login.failed', 'logout']),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'logout', actorId: admin._id, ip: '127.22.0.7' }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'login.failed', targetId: admin._id, ip: '127.22.0.8' }),
    );
    expect(JSON.stringify(entries)).not.toContain(adminPassword);
    expect(JSON.stringify(entries)).not.toContain('wrong password');
  });

  it('never writes a password to the log', () => {
    const logs = harness.logText();
    expect(logs).toContain('/internal/login');
    for (const password of [
      adminPassword,
      'wrong password',
      'another password',
      'trainer password',
    ]) {
      expect(logs).not.toContain(password);
    }
  });
});

describe('bad input gets a 4xx with { error }, never a 5xx', () => {
  const cases: [string, string, unknown, number, RegExp][] = [
    [
      'register without a password',
      '/internal/register',
      { name: 'A', email: 'a@example.com', role: 'trainer' },
      400,
      /Missing required field: password/,
    ],
    [
      'register with a bad email',
      '/internal/register',
      { name: 'A', email: 'not an email', password: 'long enough pw', role: 'trainer' },
      400,
      /valid email/,
    ],
    [
      'register with an unknown field',
      '/internal/register',
      {
        name: 'A',
        email: 'a@example.com',
        password: 'long enough pw',
        role: 'trainer',
        isAdmin: true,
      },
      400,
      /Unknown field: isAdmin/,
    ],
    [
      'register with a blank name',
      '/internal/register',
      { name: '   ', email: 'a@example.com', password: 'long enough pw', role: 'trainer' },
      400,
      /name is not in the expected form/,
    ],
    [
      'register with an unknown role',
      '/internal/register',
      { name: 'A', email: 'a@example.com', password: 'long enough pw', role: 'owner' },
      400,
      /role/,
    ],
    [
      'register with a short password',
      '/internal/register',
      { name: 'A', email: 'a@example.com', password: 'short', role: 'trainer' },
      400,
      /password/,
    ],
    [
      'login without an email',
      '/internal/login',
      { password: 'x' },
      400,
      /Missing required field: email/,
    ],
    [
      'login with a bad email',
      '/internal/login',
      { email: 'nope', password: 'x' },
      400,
      /valid email/,
    ],
    [
      'login with an unknown field',
      '/internal/login',
      { email: 'a@example.com', password: 'x', role: 'admin' },
      400,
      /Unknown field: role/,
    ],
    ['login with an array body', '/internal/login', [], 400, /object/],
  ];

  it.each(cases)('%s', async (_name, url, payload, status, message) => {
    const response = await harness.app.inject({ method: 'POST', url, payload: payload as object });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatch(message);
  });

  it('answers a 1 MB body with 413', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/internal/register',
      payload: {
        name: 'A'.repeat(1024 * 1024),
        email: 'a@example.com',
        password: 'long enough pw',
        role: 'trainer',
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large.' });
  });

  it('answers malformed JSON and an empty body with 400', async () => {
    const broken = await harness.app.inject({
      method: 'POST',
      url: '/internal/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBeTruthy();
    const empty = await harness.app.inject({
      method: 'POST',
      url: '/internal/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBeTruthy();
  });
});
