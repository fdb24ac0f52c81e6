import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, internalSecret, type RunningBff } from './support/bff.js';
import { call, sessionCookieFrom } from './support/client.js';
import { startFakeAuth, type FakeAuth } from './support/fake-auth.js';
import { pendingApprovalMessage } from '@studio/contracts/auth';
import { hashSessionToken } from '../src/session/session-token.js';

let auth: FakeAuth;
let bff: RunningBff;

const ada = {
  name: 'Ada Admin',
  email: 'ada@example.com',
  password: 'correct horse battery',
  role: 'admin',
};

beforeAll(async () => {
  auth = await startFakeAuth(internalSecret);
  bff = await startBff({ AUTH_URL: auth.url });
  const registered = await call(bff.url, '/api/register', { body: ada });
  expect(registered.status).toBe(201);
});

afterAll(async () => {
  await bff.close();
  await auth.close();
});

async function login(email = ada.email, password = ada.password, cookie?: string) {
  return call(bff.url, '/api/login', { body: { email, password }, cookie });
}

describe('login', () => {
  it('answers { token, user } and sets an httpOnly SameSite=Lax session cookie holding the token', async () => {
    const result = await login();

    expect(result.status).toBe(200);
    const { token, user } = result.body as { token: string; user: Record<string, unknown> };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      name: ada.name,
      email: ada.email,
      role: 'admin',
      lastEdited: null,
    });
    expect(Object.keys(user).sort()).toEqual([
      '_id',
      'dateCreated',
      'email',
      'lastEdited',
      'name',
      'role',
      'status',
    ]);
    // Beside the device cookie of the sign-in routes (Path=/api/login).
    const cookie = result.setCookies.find((line) => line.startsWith('studio_sid='));
    expect(cookie).toMatch(new RegExp(`^studio_sid=${token};`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('stores only a hash of the token in Redis, with a 7-day lifetime', async () => {
    const { token } = (await login()).body as { token: string };
    const keys = await bff.redis.keys(`${bff.prefix}sess:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes(token))).toBe(false);
    for (const key of keys) {
      expect(await bff.redis.get(key)).not.toContain(token);
      expect(await bff.redis.ttl(key)).toBeGreaterThan(6 * 24 * 3600);
    }
  });

  it("renews the session's and its user's set's lifetime when the session is used", async () => {
    const { token, user } = (await login()).body as { token: string; user: { _id: string } };
    const sessionKey = `${bff.prefix}sess:${hashSessionToken(token)}`;
    const userSetKey = `${bff.prefix}user-sess:${user._id}`;
    await bff.redis.expire(sessionKey, 100);
    await bff.redis.expire(userSetKey, 100);
    await call(bff.url, '/api/profile', { bearer: token });
    expect(await bff.redis.ttl(sessionKey)).toBeGreaterThan(6 * 24 * 3600);
    expect(await bff.redis.ttl(userSetKey)).toBeGreaterThan(6 * 24 * 3600);
  });

  it('answers 401 { error } for a wrong password and sets no cookie', async () => {
    const result = await login(ada.email, 'wrong password');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ error: 'Invalid email or password.' });
    expect(result.setCookies).toEqual([]);
  });

  it('issues a new session id at every login and destroys the one the caller presented', async () => {
    const first = await login();
    const firstCookie = sessionCookieFrom(first);
    expect((await call(bff.url, '/api/profile', { cookie: firstCookie })).status).toBe(200);

    const second = await login(ada.email, ada.password, firstCookie);
    const secondCookie = sessionCookieFrom(second);

    expect(secondCookie).not.toBe(firstCookie);
    expect((await call(bff.url, '/api/profile', { cookie: firstCookie })).status).toBe(401);
    expect((await call(bff.url, '/api/profile', { cookie: secondCookie })).status).toBe(200);
  });
});

describe('using the session', () => {
  it('accepts the token as a cookie or as Authorization: Bearer', async () => {
    const result = await login();
    const { token } = result.body as { token: string };

    const byCookie = await call(bff.url, '/api/profile', { cookie: sessionCookieFrom(result) });
    const byBearer = await call(bff.url, '/api/profile', { bearer: token, headers: {} });

    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toMatchObject({ name: ada.name, email: ada.email });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toMatchObject({ name: ada.name });
  });

  it('treats an unknown or malformed token as signed out', async () => {
    const unknown = await call(bff.url, '/api/profile', { bearer: 'A'.repeat(43) });
    const malformed = await call(bff.url, '/api/profile', { cookie: 'studio_sid=not-a-token' });
    expect(unknown.status).toBe(401);
    expect(malformed.status).toBe(401);
  });
});

describe('logout', () => {
  it('destroys the session, clears the cookie and tells auth (with the identity) for its audit log', async () => {
    const result = await login();
    const cookie = sessionCookieFrom(result);
    const userId = (result.body as { user: { _id: string } }).user._id;
    const before = auth.requests.length;
    expect(
      await bff.redis.sismember(
        `${bff.prefix}user-sess:${userId}`,
        hashSessionToken((result.body as { token: string }).token),
      ),
    ).toBe(1);

    const logout = await call(bff.url, '/api/logout', { method: 'POST', cookie });

    expect(logout.status).toBe(204);
    expect(logout.setCookies.join()).toMatch(/studio_sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await call(bff.url, '/api/profile', { cookie })).status).toBe(401);
    const sessionId = hashSessionToken((result.body as { token: string }).token);
    expect(await bff.redis.exists(`${bff.prefix}sess:${sessionId}`)).toBe(0);
    expect(await bff.redis.sismember(`${bff.prefix}user-sess:${userId}`, sessionId)).toBe(0);
    const told = auth.requests.slice(before).find((request) => request.url === '/internal/logout');
    expect(told?.headers['x-studio-identity']).toEqual(expect.any(String));
  });

  it('answers 204 and clears the cookie even without a session: the client clears its state anyway', async () => {
    const logout = await call(bff.url, '/api/logout', { method: 'POST' });
    expect(logout.status).toBe(204);
    expect(logout.setCookies.join()).toMatch(/studio_sid=;/);
  });

  it('still logs out when auth cannot be reached', async () => {
    const shortLivedAuth = await startFakeAuth(internalSecret);
    const lonely = await startBff({ AUTH_URL: shortLivedAuth.url });
    try {
      await call(lonely.url, '/api/register', { body: ada });
      const signedIn = await call(lonely.url, '/api/login', {
        body: { email: ada.email, password: ada.password },
      });
      const sessionKey = `${lonely.prefix}sess:${hashSessionToken((signedIn.body as { token: string }).token)}`;
      expect(await lonely.redis.exists(sessionKey)).toBe(1);
      await shortLivedAuth.close();

      const logout = await call(lonely.url, '/api/logout', {
        method: 'POST',
        cookie: sessionCookieFrom(signedIn),
      });

      expect(logout.status).toBe(204);
      expect(await lonely.redis.exists(sessionKey)).toBe(0);
    } finally {
      await lonely.close();
    }
  });
});

describe('register', () => {
  it('answers 201 { token, user } with a session for the new user', async () => {
    const result = await call(bff.url, '/api/register', {
      body: {
        name: 'Tom Trainer',
        email: 'tom@example.com',
        password: 'a long password',
        role: 'trainer',
      },
    });
    expect(result.status).toBe(201);
    const { token, user } = result.body as { token: string; user: { role: string } };
    expect(user.role).toBe('trainer');
    expect((await call(bff.url, '/api/profile', { bearer: token })).body).toMatchObject({
      name: 'Tom Trainer',
    });
  });

  it("forwards a signed-in admin's identity so an admin can register another admin", async () => {
    const adminCookie = sessionCookieFrom(await login());
    const asAdmin = await call(bff.url, '/api/register', {
      cookie: adminCookie,
      body: {
        name: 'Second Admin',
        email: 'second@example.com',
        password: 'another password',
        role: 'admin',
      },
    });
    const anonymous = await call(bff.url, '/api/register', {
      body: {
        name: 'Sneaky',
        email: 'sneaky@example.com',
        password: 'another password',
        role: 'admin',
      },
    });

    expect(asAdmin.status).toBe(201);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toEqual({ error: 'Only an admin can register another admin.' });
  });

  it('answers a trainer who must wait for approval 202 { user, pending: true } without a session', async () => {
    auth.settings.staffRegistration = 'approval';
    try {
      const result = await call(bff.url, '/api/register', {
        body: {
          name: 'Pat Pending',
          email: 'pat@example.com',
          password: 'a long password',
          role: 'trainer',
        },
      });
      expect(result.status).toBe(202);
      expect(result.body).toEqual({
        pending: true,
        user: expect.objectContaining({ email: 'pat@example.com', status: 'pending' }),
      });
      expect(result.setCookies).toEqual([]);
      const sessions = await bff.redis.keys(`${bff.prefix}user-sess:*`);
      const patId = (result.body as { user: { _id: string } }).user._id;
      expect(sessions.some((key) => key.endsWith(patId))).toBe(false);

      const signIn = await login('pat@example.com', 'a long password');
      expect(signIn.status).toBe(403);
      expect(signIn.body).toEqual({ error: pendingApprovalMessage });
      expect(signIn.setCookies).toEqual([]);
    } finally {
      auth.settings.staffRegistration = 'open';
    }
  });

  it("leaves a signed-in caller's own session alone when the account they register must wait", async () => {
    auth.settings.staffRegistration = 'approval';
    try {
      const adaCookie = sessionCookieFrom(await login());
      // A trainer signed in registers someone else: that account waits, and the trainer stays signed in.
      const trainer = await call(bff.url, '/api/register', {
        body: {
          name: 'Open Olly',
          email: 'olly@example.com',
          password: 'a long password',
          role: 'trainer',
        },
        cookie: adaCookie,
      });
      expect(trainer.status).toBe(201);
      const trainerCookie = sessionCookieFrom(await login('olly@example.com', 'a long password'));
      const pending = await call(bff.url, '/api/register', {
        cookie: trainerCookie,
        body: {
          name: 'Quinn',
          email: 'quinn@example.com',
          password: 'a long password',
          role: 'trainer',
        },
      });
      expect(pending.status).toBe(202);
      expect(pending.setCookies).toEqual([]);
      const profile = await call(bff.url, '/api/profile', { cookie: trainerCookie });
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ name: 'Open Olly' });
    } finally {
      auth.settings.staffRegistration = 'open';
    }
  });

  it("passes auth's 409 for a taken email on as { error }", async () => {
    const result = await call(bff.url, '/api/register', {
      body: { ...ada, password: 'whatever long' },
    });
    expect(result.status).toBe(409);
    expect(result.body).toEqual({ error: 'That email address is already registered.' });
  });
});
