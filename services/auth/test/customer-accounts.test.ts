import { createHash, randomUUID } from 'node:crypto';
import type { User } from '@studio/contracts/auth';
import {
  expiredInviteMessage,
  unknownInviteMessage,
  usedInviteMessage,
} from '@studio/contracts/customer-accounts';
import { signServiceToken } from '@studio/service-kit/identity-token';
import { customerIdentityHeaders } from '@studio/service-kit/testing/customer-identity';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  internalTokenSecret,
  startAuthHarness,
  type AuthTestHarness,
} from './auth-test-harness.js';

const clock = new ManualClock('2026-11-25T02:00:00Z');
let harness: AuthTestHarness;
let admin: User;

beforeAll(async () => {
  harness = await startAuthHarness({}, { clock });
  const registered = await harness.app.inject({
    method: 'POST',
    url: '/internal/register',
    payload: { name: 'Ada', email: 'ada@example.com', password: 'admin password', role: 'admin' },
  });
  admin = registered.json<{ user: User }>().user;
});

afterAll(async () => {
  await harness?.close();
});

const asCustomerService = async () => ({
  'x-studio-identity': await signServiceToken('customer', internalTokenSecret),
});

async function invite(customerId: string, email: string, name = 'Casey') {
  return harness.app.inject({
    method: 'POST',
    url: `/internal/customer-accounts/${customerId}/invite`,
    headers: await asCustomerService(),
    payload: { name, email, actorId: admin._id },
  });
}

async function portalAccess(customerId: string) {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/internal/customer-accounts/${customerId}`,
    headers: await asCustomerService(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ portalAccess: string }>().portalAccess;
}

/** Invites the customer and returns the token of the link in the mail put on the queue. */
async function invitedToken(customerId: string, email: string): Promise<string> {
  const before = (await harness.queuedMails()).length;
  const response = await invite(customerId, email);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ portalAccess: 'invited' });
  const mails = await harness.queuedMails();
  expect(mails).toHaveLength(before + 1);
  const mail = mails.at(-1)!;
  expect(mail.to).toBe(email.toLowerCase());
  if (mail.template.kind !== 'customer-invite') throw new Error('expected an invite mail');
  expect(mail.template.validHours).toBe(72);
  const token = /^https:\/\/studio\.example\/welcome\/([A-Za-z0-9_-]{43})$/.exec(
    mail.template.link,
  )?.[1];
  expect(token).toBeDefined();
  return token!;
}

const welcomePage = (token: string) =>
  harness.app.inject({ method: 'GET', url: `/api/welcome/${token}` });
const setPassword = (token: string, password: string) =>
  harness.app.inject({ method: 'POST', url: `/internal/welcome/${token}`, payload: { password } });
const login = (email: string, password: string) =>
  harness.app.inject({ method: 'POST', url: '/internal/login', payload: { email, password } });

describe('a customer invite', () => {
  it('opens an invited account, mails a single-use link and stores only the hash of its token', async () => {
    const customerId = randomUUID();
    expect(await portalAccess(customerId)).toBe('none');
    const token = await invitedToken(customerId, 'Casey@Example.com');
    expect(await portalAccess(customerId)).toBe('invited');

    const stored = await harness.query<{ tokenHash: string; expiresAt: Date }>(
      `SELECT i."tokenHash", i."expiresAt" FROM auth.customer_invites i
         JOIN auth.users u ON u.id = i."userId" WHERE u."customerId" = $1`,
      [customerId],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(new Date(stored[0]!.expiresAt).toISOString()).toBe('2026-11-28T02:00:00.000Z');
    expect(harness.logText()).not.toContain(token);

    // Invited but without a password: signing in finds nothing to match.
    expect((await login('casey@example.com', '')).statusCode).toBe(400);
    expect((await login('casey@example.com', 'anything at all')).statusCode).toBe(401);

    expect(await welcomePage(token)).toMatchObject({ statusCode: 200 });
    expect((await welcomePage(token)).json()).toEqual({ name: 'Casey' });
    expect((await setPassword(token, 'short')).statusCode).toBe(400);

    const accepted = await setPassword(token, 'casey password');
    expect(accepted.statusCode).toBe(200);
    const user = accepted.json().user;
    expect(user).toMatchObject({
      role: 'customer',
      customerId,
      email: 'casey@example.com',
      name: 'Casey',
      status: 'active',
    });
    expect(await portalAccess(customerId)).toBe('active');
    const [account] = await harness.query<{ passwordHash: string }>(
      `SELECT "passwordHash" FROM auth.users WHERE id = $1`,
      [user._id],
    );
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);

    // The link works once.
    const again = await setPassword(token, 'another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: usedInviteMessage });
    expect((await welcomePage(token)).json()).toEqual({ error: usedInviteMessage });

    const signedIn = await login('casey@example.com', 'casey password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toEqual(user);

    // An active customer is not invited again.
    expect((await invite(customerId, 'casey@example.com')).statusCode).toBe(409);

    const audit = await harness.query<{ action: string }>(
      `SELECT action FROM auth.audit_log WHERE "targetId" = $1 ORDER BY at, id`,
      [user._id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['customer.invited', 'customer.invite-accepted', 'login.succeeded']),
    );
  });

  it('stops working after 72 hours, by the service clock', async () => {
    const customerId = randomUUID();
    const token = await invitedToken(customerId, 'late@example.com');
    clock.advance({ hours: 71, minutes: 59 });
    expect((await welcomePage(token)).statusCode).toBe(200);
    clock.advance({ minutes: 1 });
    const expired = await setPassword(token, 'late but still welcome');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: expiredInviteMessage });
    expect((await welcomePage(token)).json()).toEqual({ error: expiredInviteMessage });
    expect(await portalAccess(customerId)).toBe('invited');

    // A new invite gives a new 72 hours.
    const fresh = await invitedToken(customerId, 'late@example.com');
    expect((await setPassword(fresh, 'late but still welcome')).statusCode).toBe(200);
  });

  it('replaces an unused link when the customer is invited again', async () => {
    const customerId = randomUUID();
    const first = await invitedToken(customerId, 'twice@example.com');
    const second = await invitedToken(customerId, 'twice@example.com');
    expect((await setPassword(first, 'twice password')).json()).toEqual({
      error: unknownInviteMessage,
    });
    expect((await setPassword(second, 'twice password')).statusCode).toBe(200);
    expect((await welcomePage('not-a-token')).json()).toEqual({ error: unknownInviteMessage });
  });

  it('refuses an email that belongs to another account, staff or customer', async () => {
    const taken = await invite(randomUUID(), 'ada@example.com');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatch(/already belongs to another account/);
    await invitedToken(randomUUID(), 'shared@example.com');
    expect((await invite(randomUUID(), 'shared@example.com')).statusCode).toBe(409);
  });

  it('lets a customer who lost the invite start with a reset link instead', async () => {
    const customerId = randomUUID();
    await invitedToken(customerId, 'lost@example.com');
    const before = (await harness.queuedMails()).length;
    await harness.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'lost@example.com' },
    });
    const mail = (await harness.queuedMails())[before]!;
    if (mail.template.kind !== 'reset-password') throw new Error('expected a reset mail');
    const token = mail.template.link.split('/').at(-1)!;
    const reset = await harness.app.inject({
      method: 'POST',
      url: `/api/reset-password/${token}`,
      payload: { newPassword: 'lost and found again' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await portalAccess(customerId)).toBe('active');
    expect((await login('lost@example.com', 'lost and found again')).json().user.role).toBe(
      'customer',
    );
  });
});

describe('revoking access', () => {
  it('deletes the account, says whose sessions to end, and the customer can no longer sign in', async () => {
    const customerId = randomUUID();
    const token = await invitedToken(customerId, 'gone@example.com');
    const { user } = (await setPassword(token, 'gone for good now')).json();
    const revoked = await harness.app.inject({
      method: 'POST',
      url: `/internal/customer-accounts/${customerId}/revoke`,
      headers: await asCustomerService(),
      payload: { actorId: admin._id },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ userId: user._id });
    expect(await portalAccess(customerId)).toBe('none');
    expect((await login('gone@example.com', 'gone for good now')).statusCode).toBe(401);
    const [entry] = await harness.query<{ actorId: string }>(
      `SELECT "actorId" FROM auth.audit_log WHERE action = 'customer.access-revoked' AND "targetId" = $1`,
      [user._id],
    );
    expect(entry!.actorId).toBe(admin._id);

    const nothingLeft = await harness.app.inject({
      method: 'POST',
      url: `/internal/customer-accounts/${customerId}/revoke`,
      headers: await asCustomerService(),
      payload: { actorId: admin._id },
    });
    expect(nothingLeft.json()).toEqual({ userId: null });
  });
});

describe('a signed-in customer', () => {
  let customer: { userId: string; customerId: string; name: string };

  beforeAll(async () => {
    const customerId = randomUUID();
    const token = await invitedToken(customerId, 'own@example.com');
    const { user } = (await setPassword(token, 'my own secret phrase')).json();
    customer = { userId: user._id, customerId, name: user.name };
  });

  it('reads their profile, changes their password and reads the studio contact', async () => {
    const headers = await customerIdentityHeaders(customer, internalTokenSecret);
    const profile = await harness.app.inject({ method: 'GET', url: '/api/profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe('own@example.com');

    const changed = await harness.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers,
      payload: { oldPassword: 'my own secret phrase', newPassword: 'own new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['x-studio-end-sessions']).toBe(customer.userId);

    const contact = await harness.app.inject({
      method: 'GET',
      url: '/api/studio-contact',
      headers,
    });
    expect(contact.statusCode).toBe(200);
    expect(Object.keys(contact.json()).sort()).toEqual(['address', 'name', 'phone']);
  });

  it('reaches no staff route, and staff screens never list customer accounts', async () => {
    const headers = await customerIdentityHeaders(customer, internalTokenSecret);
    const newTrainer = {
      name: 'Sneaky',
      email: 'sneaky@example.com',
      password: 'sneaky password',
      role: 'trainer',
    };
    for (const [method, url, payload] of [
      ['GET', '/api/users', undefined],
      ['GET', '/api/settings', undefined],
      ['PUT', '/api/settings', { studioName: 'Mine now' }],
      ['POST', '/api/admin/users', newTrainer],
      ['DELETE', `/api/users/${customer.userId}`, undefined],
    ] as const) {
      const response = await harness.app.inject({ method, url, headers, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }

    const adminHeaders = await harness.identity(admin);
    const users = await harness.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: adminHeaders,
    });
    expect(users.json().map((user: User) => user.role)).not.toContain('customer');
    const page = await harness.app.inject({
      method: 'GET',
      url: '/api/users?limit=200',
      headers: adminHeaders,
    });
    expect(page.json().items.map((user: User) => user.role)).not.toContain('customer');
    const edit = await harness.app.inject({
      method: 'PUT',
      url: `/api/users/${customer.userId}`,
      headers: adminHeaders,
      payload: { role: 'admin' },
    });
    expect(edit.statusCode).toBe(404);
    const names = await harness.app.inject({
      method: 'POST',
      url: '/internal/users/lookup',
      headers: await asCustomerService(),
      payload: { ids: [customer.userId] },
    });
    expect(names.json()).toEqual({ users: [] });
  });

  it('cannot call the internal account routes; staff cannot either', async () => {
    for (const headers of [
      await customerIdentityHeaders(customer, internalTokenSecret),
      await harness.identity(admin),
    ]) {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/internal/customer-accounts/${customer.customerId}/revoke`,
        headers,
        payload: { actorId: admin._id },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe("a page's portal access (GET /internal/customer-accounts?customerIds=)", () => {
  const pageAccess = async (customerIds: string[], headers: Record<string, string>) =>
    harness.app.inject({
      method: 'GET',
      url: `/internal/customer-accounts?customerIds=${customerIds.join(',')}`,
      headers,
    });

  it('answers each asked customer once: none, invited or active', async () => {
    const [none, invited, active] = [randomUUID(), randomUUID(), randomUUID()];
    await invitedToken(invited, `${invited}@example.com`);
    const token = await invitedToken(active, `${active}@example.com`);
    expect((await setPassword(token, 'active password')).statusCode).toBe(200);

    const response = await pageAccess([none, invited, active, none], await asCustomerService());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accounts: [
        { customerId: none, portalAccess: 'none' },
        { customerId: invited, portalAccess: 'invited' },
        { customerId: active, portalAccess: 'active' },
      ],
    });
  });

  it('is for services only, with at most a page of well-formed ids', async () => {
    const id = randomUUID();
    expect((await pageAccess([id], await harness.identity(admin))).statusCode).toBe(403);
    expect((await pageAccess([id], {})).statusCode).toBe(403);
    const service = await asCustomerService();
    expect((await pageAccess(['not-a-uuid'], service)).statusCode).toBe(400);
    const tooMany = Array.from({ length: 201 }, () => randomUUID());
    expect((await pageAccess(tooMany, service)).statusCode).toBe(400);
  });
});
