import type { User } from '@studio/contracts/auth';
import { freePort } from '@studio/service-kit/testing/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';
import { startCustomerService } from './customer-service-process.js';

let harness: AuthTestHarness;
let customerService: Awaited<ReturnType<typeof startCustomerService>>;
let admin: User;
let trainer: User;

async function register(payload: object) {
  const response = await harness.app.inject({ method: 'POST', url: '/internal/register', payload });
  expect(response.statusCode).toBe(201);
  return response.json().user as User;
}

beforeAll(async () => {
  customerService = await startCustomerService();
  harness = await startAuthHarness({ CUSTOMER_URL: customerService.url });
  admin = await register({
    name: 'Ada',
    email: 'ada@example.com',
    password: 'admin password',
    role: 'admin',
  });
  trainer = await harness.createTrainer({
    name: 'Tina',
    email: 'tina@example.com',
    password: 'trainer password',
  });
});

afterAll(async () => {
  await harness?.close();
  await customerService?.close();
});

const as = async (
  user: User,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  harness.app.inject({
    method,
    url,
    payload,
    headers: { ...(await harness.identity(user)), 'x-client-ip': '127.20.0.10' },
  });

describe('only admins manage users', () => {
  it.each([
    ['GET', '/api/users'],
    ['POST', '/api/admin/users'],
    ['PUT', '/api/users/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/users/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/users/00000000-0000-4000-8000-000000000000/approve'],
    ['POST', '/api/users/00000000-0000-4000-8000-000000000000/reject'],
  ] as const)('a trainer gets 403 and an anonymous caller 401 on %s %s', async (method, url) => {
    const payload =
      method === 'POST'
        ? { name: 'X', email: 'x@example.com', password: 'a long password here', role: 'trainer' }
        : method === 'PUT'
          ? { name: 'X' }
          : undefined;
    const asTrainer = await as(trainer, method, url, payload);
    expect(asTrainer.statusCode).toBe(403);
    expect(asTrainer.json().error).toBeTruthy();
    const anonymous = await harness.app.inject({ method, url, payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('admin', () => {
  let created: User;

  it('lists every user, oldest first, without password hashes', async () => {
    const response = await as(admin, 'GET', '/api/users');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([admin, trainer]);
    expect(response.body).not.toMatch(/password/i);
  });

  it('adds a trainer; a taken email is 409 and unknown fields are 400', async () => {
    const response = await as(admin, 'POST', '/api/admin/users', {
      name: 'Tom',
      email: 'Tom@Example.com',
      password: 'tom lifts heavy things',
      role: 'trainer',
    });
    expect(response.statusCode).toBe(201);
    created = response.json().user;
    expect(created).toMatchObject({
      name: 'Tom',
      email: 'tom@example.com',
      role: 'trainer',
      lastEdited: null,
    });

    const taken = await as(admin, 'POST', '/api/admin/users', {
      name: 'Tom 2',
      email: 'tom@example.com',
      password: 'tom lifts heavy things',
      role: 'trainer',
    });
    expect(taken.statusCode).toBe(409);
    const unknown = await as(admin, 'POST', '/api/admin/users', {
      name: 'T',
      email: 't@example.com',
      password: 'tom lifts heavy things',
      role: 'trainer',
      dateCreated: '2020-01-01',
    });
    expect(unknown.statusCode).toBe(400);

    const login = await harness.app.inject({
      method: 'POST',
      url: '/internal/login',
      payload: { email: 'tom@example.com', password: 'tom lifts heavy things' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('edits a user: sets lastEdited, ends sessions only when the role changes', async () => {
    const renamed = await as(admin, 'PUT', `/api/users/${created._id}`, {
      name: 'Thomas',
      email: 'thomas@example.com',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({
      name: 'Thomas',
      email: 'thomas@example.com',
      role: 'trainer',
    });
    expect(renamed.json().user.lastEdited).not.toBeNull();
    expect(renamed.headers['x-studio-end-sessions']).toBeUndefined();

    const promoted = await as(admin, 'PUT', `/api/users/${created._id}`, { role: 'admin' });
    expect(promoted.json().user.role).toBe('admin');
    expect(promoted.headers['x-studio-end-sessions']).toBe(created._id);
  });

  it('refuses a taken email, an empty change, an unknown user and changing its own role', async () => {
    expect(
      (await as(admin, 'PUT', `/api/users/${created._id}`, { email: 'TINA@example.com' }))
        .statusCode,
    ).toBe(409);
    expect((await as(admin, 'PUT', `/api/users/${created._id}`, {})).statusCode).toBe(400);
    expect(
      (await as(admin, 'PUT', '/api/users/00000000-0000-4000-8000-000000000000', { name: 'Ghost' }))
        .statusCode,
    ).toBe(404);
    expect((await as(admin, 'PUT', '/api/users/not-a-uuid', { name: 'Ghost' })).statusCode).toBe(
      400,
    );
    const ownRole = await as(admin, 'PUT', `/api/users/${admin._id}`, { role: 'trainer' });
    expect(ownRole.statusCode).toBe(400);
    expect(ownRole.json()).toEqual({ error: 'You cannot change your own role.' });
  });

  it('cannot delete itself', async () => {
    const response = await as(admin, 'DELETE', `/api/users/${admin._id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'You cannot delete your own account.' });
  });

  it('cannot remove the last admin, even with a session that still says admin', async () => {
    const thomasStillAdminSession = { ...created, role: 'admin' as const };
    await as(admin, 'PUT', `/api/users/${created._id}`, { role: 'trainer' });
    const response = await as(thomasStillAdminSession, 'DELETE', `/api/users/${admin._id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'This is the last admin account; make another admin first.',
    });
  });

  it('refuses to delete a trainer who still has customers, naming how many', async () => {
    await customerService.addCustomerFor(trainer);
    await customerService.addCustomerFor(trainer);
    const response = await as(admin, 'DELETE', `/api/users/${trainer._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error:
        'Tina still has 2 customers. Assign them to another trainer before deleting this account.',
    });
    const users = (await as(admin, 'GET', '/api/users')).json() as User[];
    expect(users.map((user) => user._id)).toContain(trainer._id);
  });

  it('deletes a trainer without customers, ends their sessions, and audits it', async () => {
    const response = await as(admin, 'DELETE', `/api/users/${created._id}`);
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-studio-end-sessions']).toBe(created._id);
    const users = (await as(admin, 'GET', '/api/users')).json() as User[];
    expect(users.map((user) => user._id)).not.toContain(created._id);
    expect((await as(admin, 'DELETE', `/api/users/${created._id}`)).statusCode).toBe(404);

    const entries = await harness.query<{
      action: string;
      actorId: string;
      targetId: string;
      ip: string;
    }>(
      `SELECT action, "actorId", "targetId", ip FROM auth.audit_log WHERE action IN ('user.created', 'user.updated', 'user.deleted') AND "actorId" = $1 ORDER BY id`,
      [admin._id],
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'user.created',
      'user.updated',
      'user.updated',
      'user.updated',
      'user.deleted',
    ]);
    expect(entries.at(-1)).toEqual({
      action: 'user.deleted',
      actorId: admin._id,
      targetId: created._id,
      ip: '127.20.0.10',
    });
  });

  it('asks the BFF to refresh the sessions of a renamed user or a changed email, not on a role change or an unchanged save', async () => {
    const renamedUser = await harness.createTrainer({
      name: 'Tom',
      email: 'tom.renamed@example.com',
      password: 'tom lifts heavy things',
    });
    const renamed = await as(admin, 'PUT', `/api/users/${renamedUser._id}`, { name: 'Tommy' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers['x-studio-refresh-sessions']).toBe(renamedUser._id);
    expect(renamed.json().user).toMatchObject({ _id: renamedUser._id, name: 'Tommy' });

    const newEmail = await as(admin, 'PUT', `/api/users/${renamedUser._id}`, {
      email: 'tommy@example.com',
    });
    expect(newEmail.headers['x-studio-refresh-sessions']).toBe(renamedUser._id);
    expect(newEmail.json().user.email).toBe('tommy@example.com');

    // The trainers screen saves the whole row: unchanged name and email refresh nothing.
    const resaved = await as(admin, 'PUT', `/api/users/${renamedUser._id}`, {
      name: 'Tommy',
      email: 'tommy@example.com',
      role: 'trainer',
    });
    expect(resaved.statusCode).toBe(200);
    expect(resaved.headers['x-studio-refresh-sessions']).toBeUndefined();

    const demoted = await as(admin, 'PUT', `/api/users/${renamedUser._id}`, { role: 'trainer' });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.headers['x-studio-refresh-sessions']).toBeUndefined();

    const refused = await as(admin, 'PUT', `/api/users/${renamedUser._id}`, {
      email: 'tina@example.com',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['x-studio-refresh-sessions']).toBeUndefined();
  });
});

describe('when the customer service cannot answer', () => {
  it('refuses to delete a trainer with 503 rather than orphan customers', async () => {
    const closedPort = await freePort();
    const offline = await startAuthHarness({ CUSTOMER_URL: `http://127.0.0.1:${closedPort}` });
    try {
      const register = (payload: object) =>
        offline.app
          .inject({ method: 'POST', url: '/internal/register', payload })
          .then((r) => r.json().user as User);
      const boss = await register({
        name: 'Boss',
        email: 'boss@example.com',
        password: 'the boss approves',
        role: 'admin',
      });
      const coach = await offline.createTrainer({
        name: 'Coach',
        email: 'coach@example.com',
        password: 'coach password',
      });
      const response = await offline.app.inject({
        method: 'DELETE',
        url: `/api/users/${coach._id}`,
        headers: await offline.identity(boss),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatch(
        /Could not check whether this trainer still has customers/,
      );
    } finally {
      await offline.close();
    }
  });
});
