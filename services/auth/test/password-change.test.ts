import type { User } from '@studio/contracts/auth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';

let harness: AuthTestHarness;
let trainer: User;

beforeAll(async () => {
  harness = await startAuthHarness();
  trainer = await harness.createTrainer({
    name: 'Tina',
    email: 'tina@example.com',
    password: 'first password',
  });
});

afterAll(async () => {
  await harness?.close();
});

const login = (password: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/internal/login',
    payload: { email: 'tina@example.com', password },
  });

const changePassword = async (payload: object, signedIn = true) =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/profile/password',
    headers: signedIn ? { ...(await harness.identity(trainer)), 'x-client-ip': '127.21.0.4' } : {},
    payload,
  });

it('refuses a wrong old password with 400 and changes nothing', async () => {
  const response = await changePassword({
    oldPassword: 'not my password',
    newPassword: 'second password',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: 'Your current password is not correct.' });
  expect(response.headers['x-studio-end-sessions']).toBeUndefined();
  expect((await login('first password')).statusCode).toBe(200);
});

it('refuses a too short new password, unknown fields and anonymous callers', async () => {
  expect(
    (await changePassword({ oldPassword: 'first password', newPassword: 'short' })).statusCode,
  ).toBe(400);
  const unknown = await changePassword({
    oldPassword: 'first password',
    newPassword: 'second password',
    userId: trainer._id,
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().error).toMatch(/Unknown field: userId/);
  expect(
    (await changePassword({ oldPassword: 'first password', newPassword: 'second password' }, false))
      .statusCode,
  ).toBe(401);
});

it('changes the password, asks the BFF to end the other sessions, and audits it', async () => {
  const response = await changePassword({
    oldPassword: 'first password',
    newPassword: 'second password',
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().message).toBeTruthy();
  expect(response.headers['x-studio-end-sessions']).toBe(trainer._id);

  expect((await login('first password')).statusCode).toBe(401);
  expect((await login('second password')).statusCode).toBe(200);

  const entries = await harness.query<{ action: string; actorId: string; ip: string }>(
    `SELECT action, "actorId", ip FROM auth.audit_log WHERE action = 'password.changed'`,
  );
  expect(entries).toEqual([{ action: 'password.changed', actorId: trainer._id, ip: '127.21.0.4' }]);
  expect(harness.logText()).not.toContain('second password');
});
