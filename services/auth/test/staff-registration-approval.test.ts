import { pendingApprovalMessage, rejectedAccountMessage, type User } from '@studio/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';

let harness: AuthTestHarness;
let admin: User;
let secondAdmin: User;

beforeAll(async () => {
  harness = await startAuthHarness({ PUBLIC_BASE_URL: 'https://studio.example' });
  const first = await register({
    name: 'Ada Admin',
    email: 'ada@example.com',
    password: 'admin password',
    role: 'admin',
  });
  admin = first.json().user;
  const created = await harness.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: await harness.identity(admin),
    payload: {
      name: 'Bea Admin',
      email: 'bea@example.com',
      password: 'admin password',
      role: 'admin',
    },
  });
  secondAdmin = created.json().user;
});

afterAll(async () => {
  await harness?.close();
});

function register(payload: object, headers: Record<string, string> = {}) {
  return harness.app.inject({ method: 'POST', url: '/internal/register', payload, headers });
}
const login = (email: string, password: string) =>
  harness.app.inject({ method: 'POST', url: '/internal/login', payload: { email, password } });
const decide = async (
  userId: string,
  decision: 'approve' | 'reject',
  headers?: Record<string, string>,
) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/${decision}`,
    headers: headers ?? { ...(await harness.identity(admin)), 'x-client-ip': '127.22.0.5' },
  });
const auditOf = (targetId: string) =>
  harness.query<{ action: string; actorId: string | null; detail: Record<string, unknown> }>(
    `SELECT action, "actorId", detail FROM auth.audit_log WHERE "targetId" = $1 ORDER BY id`,
    [targetId],
  );

describe('staff registration under approval (the default)', () => {
  let tina: User;

  it('keeps the first admin active and signed in', async () => {
    expect(admin).toMatchObject({ role: 'admin', status: 'active' });
    expect(secondAdmin).toMatchObject({ role: 'admin', status: 'active' });
    expect((await login('ada@example.com', 'admin password')).statusCode).toBe(200);
  });

  it('answers a self-registered trainer 202 { user, pending: true } with a pending account', async () => {
    const response = await register({
      name: 'Tina Trainer',
      email: 'tina@example.com',
      password: 'trainer password',
      role: 'trainer',
    });
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body).toEqual({
      pending: true,
      user: expect.objectContaining({
        name: 'Tina Trainer',
        email: 'tina@example.com',
        role: 'trainer',
        status: 'pending',
      }),
    });
    tina = body.user;
    expect(await auditOf(tina._id)).toEqual([
      expect.objectContaining({
        action: 'user.registered',
        detail: { role: 'trainer', status: 'pending' },
      }),
    ]);
  });

  it('mails every active admin a link to the Trainers screen, in the studio’s name', async () => {
    const mails = (await harness.queuedMails()).filter(
      (mail) => mail.template.kind === 'staff-approval-request',
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ada@example.com', 'bea@example.com']);
    for (const mail of mails) {
      expect(mail.template).toMatchObject({
        trainerName: 'Tina Trainer',
        trainerEmail: 'tina@example.com',
        trainersLink: 'https://studio.example/trainers',
      });
      expect(mail.studio.name).toBe('Apex Body Studio');
    }
    expect(JSON.stringify(mails)).not.toContain('trainer password');
  });

  it('refuses the pending trainer’s sign-in with 403 and the approval sentence, only with the right password', async () => {
    const refused = await login('tina@example.com', 'trainer password');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: pendingApprovalMessage });
    const wrongPassword = await login('tina@example.com', 'not her password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(await auditOf(tina._id)).toContainEqual(
      expect.objectContaining({ action: 'login.refused', detail: { status: 'pending' } }),
    );
  });

  it('lists the pending trainer for admins with their status', async () => {
    const users = await harness.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: await harness.identity(admin),
    });
    expect(users.json()).toContainEqual(
      expect.objectContaining({ _id: tina._id, status: 'pending' }),
    );
  });

  it('lets only admins decide: a stranger gets 401, a trainer 403', async () => {
    const anonymous = await decide(tina._id, 'approve', {});
    expect(anonymous.statusCode).toBe(401);
    const trainer = await harness.createTrainer({
      name: 'Otto',
      email: 'otto@example.com',
      password: 'trainer password',
    });
    const byTrainer = await decide(tina._id, 'approve', await harness.identity(trainer));
    expect(byTrainer.statusCode).toBe(403);
    expect((await login('tina@example.com', 'trainer password')).statusCode).toBe(403);
  });

  it('approves: the trainer is active, audited, mailed, and signs in', async () => {
    const approved = await decide(tina._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().user).toMatchObject({ _id: tina._id, status: 'active' });
    expect(approved.json().user.lastEdited).not.toBeNull();
    expect(await auditOf(tina._id)).toContainEqual({
      action: 'user.approved',
      actorId: admin._id,
      detail: { from: 'pending', to: 'active' },
    });
    const welcome = (await harness.queuedMails()).find((mail) => mail.to === 'tina@example.com');
    expect(welcome).toMatchObject({
      studio: { name: 'Apex Body Studio' },
      template: { kind: 'staff-account-approved', loginLink: 'https://studio.example/login' },
    });
    const signedIn = await login('tina@example.com', 'trainer password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ _id: tina._id, status: 'active' });

    const again = await decide(tina._id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This account is not waiting for approval.' });
    expect((await decide(tina._id, 'reject')).statusCode).toBe(409);
  });

  it('rejects: the account cannot sign in, and an unknown id is a 404', async () => {
    const registered = await register({
      name: 'Ray',
      email: 'ray@example.com',
      password: 'trainer password',
      role: 'trainer',
    });
    const ray: User = registered.json().user;
    const rejected = await decide(ray._id, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().user.status).toBe('rejected');
    expect(await auditOf(ray._id)).toContainEqual({
      action: 'user.rejected',
      actorId: admin._id,
      detail: { from: 'pending', to: 'rejected' },
    });
    const refused = await login('ray@example.com', 'trainer password');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: rejectedAccountMessage });
    // The email stays taken: a rejected person cannot simply register again.
    expect(
      (
        await register({
          name: 'Ray',
          email: 'ray@example.com',
          password: 'trainer password',
          role: 'trainer',
        })
      ).statusCode,
    ).toBe(409);

    const unknown = await decide('00000000-0000-4000-8000-000000000000', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBeTruthy();
  });

  it('makes a trainer a signed-in admin registers, or one an admin creates, active at once', async () => {
    const byAdmin = await register(
      {
        name: 'Ivy',
        email: 'ivy@example.com',
        password: 'trainer password',
        role: 'trainer',
      },
      await harness.identity(admin),
    );
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().user.status).toBe('active');
    const created = await harness.createTrainer({
      name: 'Cal',
      email: 'cal@example.com',
      password: 'trainer password',
    });
    expect(created.status).toBe('active');
    expect((await login('cal@example.com', 'trainer password')).statusCode).toBe(200);
  });
});

describe("staff registration set to 'open'", () => {
  it('keeps the spec’s flow: the trainer is active and signs in at once, and no admin is mailed', async () => {
    const saved = await harness.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: await harness.identity(admin),
      payload: { staffRegistration: 'open' },
    });
    expect(saved.statusCode).toBe(200);
    const mailsBefore = (await harness.queuedMails()).length;

    const response = await register({
      name: 'Olga',
      email: 'olga@example.com',
      password: 'trainer password',
      role: 'trainer',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ user: expect.objectContaining({ status: 'active' }) });
    expect((await login('olga@example.com', 'trainer password')).statusCode).toBe(200);
    expect(await harness.queuedMails()).toHaveLength(mailsBefore);
  });
});
