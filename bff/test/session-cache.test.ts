import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import {
  SessionStore,
  type Session,
  type SessionStoreOptions,
} from '../src/session/session-store.js';
import {
  TrackedSessionCache,
  defaultSessionCacheOptions,
} from '../src/session/tracked-session-cache.js';
import { internalSecret, startBff, type RunningBff } from './support/bff.js';
import { call } from './support/client.js';
import { startFakeAuth, type FakeAuth } from './support/fake-auth.js';

const prefix = `test-session-cache-${randomBytes(6).toString('hex')}:`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const admin = new Redis(redisUrl);

/** One BFF's view of the sessions: its own Redis client, cache and store, as `buildApp` makes them. */
interface Bff {
  name: string;
  redis: Redis;
  cache: TrackedSessionCache;
  store: SessionStore;
}
const running: Bff[] = [];

async function until(condition: () => boolean | Promise<boolean>, what: string, withinMs = 5000) {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function startBffSessions(options: Omit<SessionStoreOptions, 'cache'> = {}): Promise<Bff> {
  const name = `test-session-cache-${randomBytes(6).toString('hex')}`;
  const redis = new Redis(redisUrl, { connectionName: name, maxRetriesPerRequest: 1 });
  const cache = new TrackedSessionCache(redis, createLogger('silent'));
  const bff = { name, redis, cache, store: new SessionStore(redis, prefix, { ...options, cache }) };
  running.push(bff);
  await until(() => cache.isTracking, 'tracking to be on');
  return bff;
}

const sessionKey = (session: Session) => `${prefix}sess:${session.id}`;

async function newSession(store: SessionStore) {
  return store.create({
    userId: randomUUID(),
    role: 'trainer',
    name: 'Tracy Trainer',
    email: 'tracy@example.com',
  });
}

/**
 * Called right after a write's answer: lets the event loop turn once (so a message already in a
 * socket is handled, however long the scheduler kept this process away), then reads until the
 * session stops being served as it was. Gives how long after that turn the first read that saw
 * the change began (0: at once), or Infinity when it was still served as it was `withinMs` later.
 */
async function msServedStale(bff: Bff, token: string, was: unknown, withinMs = 5) {
  await new Promise((resolve) => setImmediate(resolve));
  const turned = performance.now();
  for (;;) {
    const began = performance.now();
    const now = (await bff.store.findByToken(token))?.data ?? null;
    if (JSON.stringify(now) !== JSON.stringify(was)) return began - turned;
    if (began - turned > withinMs) return Infinity;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Reads twice: the first renews (uncached), the second is tracked and kept. */
async function warm(bff: Bff, token: string) {
  await bff.store.findByToken(token);
  return bff.store.findByToken(token);
}

async function clientId(name: string): Promise<string> {
  const list = String(await admin.client('LIST'));
  const line = list.split('\n').find((entry) => entry.includes(` name=${name} `));
  const id = /^id=(\d+)/.exec(line ?? '')?.[1];
  if (!id) throw new Error(`no Redis client named ${name}`);
  return id;
}

afterEach(async () => {
  for (const bff of running.splice(0)) {
    bff.cache.close();
    await bff.redis.quit();
  }
});

afterAll(async () => {
  const keys = await admin.keys(`${prefix}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

describe('sessions cached in the BFF', () => {
  it('once read and renewed, reads a session from memory: Redis does not touch the key again', async () => {
    const bff = await startBffSessions();
    const { token, session } = await newSession(bff.store);
    expect((await warm(bff, token))?.data).toEqual(session.data);

    // OBJECT IDLETIME counts whole seconds since a command last touched the key; it touches nothing.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    for (let read = 0; read < 5; read += 1) {
      expect((await bff.store.findByToken(token))?.data).toEqual(session.data);
    }
    expect(await admin.object('IDLETIME', sessionKey(session))).toBeGreaterThanOrEqual(2);

    await admin.get(sessionKey(session));
    expect(await admin.object('IDLETIME', sessionKey(session))).toBe(0);
  });

  it('ends a session on every BFF once one logs it out, and on its own at once', async () => {
    const [a, b] = [await startBffSessions(), await startBffSessions()];
    const { token, session } = await newSession(a.store);
    const cached = (await warm(b, token))?.data;
    await warm(a, token);

    await a.store.destroy(session);
    // Redis tells B on B's subscriber connection, in the same turn of its loop as A's answer.
    expect(await msServedStale(b, token, cached)).toBeLessThan(5);
    expect(await b.store.findByToken(token)).toBeNull();
    expect(await a.store.findByToken(token)).toBeNull();
  });

  it("sees endAllForUser, refreshUser, a direct DEL and SET, and the key's expiry", async () => {
    const [a, b] = [await startBffSessions(), await startBffSessions()];
    const { token, session } = await newSession(a.store);
    const kept = await newSession(a.store);
    let cached = (await warm(b, token))?.data;

    await a.store.refreshUser(session.data.userId, { name: 'Renamed', email: 'new@example.com' });
    expect(await msServedStale(b, token, cached)).toBeLessThan(5);
    cached = (await b.store.findByToken(token))?.data;
    expect(cached).toMatchObject({ name: 'Renamed', email: 'new@example.com' });

    await admin.set(
      sessionKey(session),
      JSON.stringify({ ...cached, name: 'Set Directly' }),
      'KEEPTTL',
    );
    expect(await msServedStale(b, token, cached)).toBeLessThan(5);
    expect((await b.store.findByToken(token))?.data.name).toBe('Set Directly');

    await admin.pexpire(sessionKey(session), 300);
    cached = (await b.store.findByToken(token))?.data;
    expect(cached?.name).toBe('Set Directly');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await b.store.findByToken(token)).toBeNull();

    const again = await newSession(a.store);
    cached = (await warm(b, again.token))?.data;
    await admin.del(sessionKey(again.session));
    expect(await msServedStale(b, again.token, cached)).toBeLessThan(5);

    // Two sessions of one user on B; ending all but one ends exactly the others.
    const sameUser = await a.store.create({ ...kept.session.data });
    const cachedOther = (await warm(b, sameUser.token))?.data;
    await warm(b, kept.token);
    await a.store.endAllForUser(kept.session.data.userId, kept.session.id);
    expect(await msServedStale(b, sameUser.token, cachedOther)).toBeLessThan(5);
    expect((await b.store.findByToken(kept.token))?.data).toEqual(kept.session.data);
  });

  it('stops caching when its subscriber connection drops and serves nothing stale, then tracks again', async () => {
    const [a, b] = [await startBffSessions(), await startBffSessions()];
    const { token, session } = await newSession(a.store);
    await warm(b, token);

    await admin.client('KILL', 'ID', await clientId(`${b.name}-session-subscriber`));
    await until(() => !b.cache.isTracking, 'the cache to notice the drop');
    // Changed while no invalidation could reach B.
    await admin.set(
      sessionKey(session),
      JSON.stringify({ ...session.data, name: 'While Away' }),
      'KEEPTTL',
    );
    expect((await b.store.findByToken(token))?.data.name).toBe('While Away');

    await until(() => b.cache.isTracking, 'tracking to be on again');
    const cached = (await warm(b, token))?.data;
    await a.store.destroy(session);
    expect(await msServedStale(b, token, cached)).toBeLessThan(5);
  });

  it('tracks again after its reader connection drops', async () => {
    const [a, b] = [await startBffSessions(), await startBffSessions()];
    const { token, session } = await newSession(a.store);
    await warm(b, token);

    await admin.client('KILL', 'ID', await clientId(`${b.name}-session-reader`));
    await until(() => !b.cache.isTracking, 'the cache to notice the drop');
    await until(() => b.cache.isTracking, 'tracking to be on again');

    const cached = (await warm(b, token))?.data;
    await a.store.destroy(session);
    expect(await msServedStale(b, token, cached)).toBeLessThan(5);
  });

  it("renews the session's and its user's set's lifetime once the renewal interval has passed", async () => {
    const bff = await startBffSessions({ renewalIntervalMs: 300 });
    const { token, session } = await newSession(bff.store);
    const userSetKey = `${prefix}user-sess:${session.data.userId}`;
    await bff.store.findByToken(token);
    await admin.expire(sessionKey(session), 100);
    await admin.expire(userSetKey, 100);

    await bff.store.findByToken(token);
    expect(await admin.ttl(sessionKey(session))).toBeLessThanOrEqual(100);

    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await bff.store.findByToken(token))?.data).toEqual(session.data);
    expect(await admin.ttl(sessionKey(session))).toBeGreaterThan(6 * 24 * 3600);
    expect(await admin.ttl(userSetKey)).toBeGreaterThan(6 * 24 * 3600);
  });

  it('does not keep an answer when the key changed while it was being read', async () => {
    const bff = await startBffSessions();
    const key = `${prefix}sess:race`;
    await admin.set(key, JSON.stringify({ userId: 'race' }), 'EX', 60);

    const inFlight = bff.cache.read(key);
    // What an invalidation that overtakes the answer does: the answer may predate the change.
    bff.cache.forget(key);
    expect(await inFlight).toEqual({ userId: 'race' });
    expect(bff.cache.size).toBe(0);

    await bff.cache.read(key);
    expect(bff.cache.size).toBe(1);
  });

  it('keeps at most its configured number of sessions', async () => {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const cache = new TrackedSessionCache(redis, createLogger('silent'), {
      ...defaultSessionCacheOptions,
      maxEntries: 2,
    });
    running.push({ name: '', redis, cache, store: new SessionStore(redis, prefix, { cache }) });
    await until(() => cache.isTracking, 'tracking to be on');
    const keys = [`${prefix}cap:1`, `${prefix}cap:2`, `${prefix}cap:3`];
    for (const key of keys) await admin.set(key, JSON.stringify({ userId: key }), 'EX', 60);
    for (const key of keys) await cache.read(key);
    expect(cache.size).toBe(2);
  });
});

describe('two BFF apps on one Redis', () => {
  let auth: FakeAuth;
  let first: RunningBff;
  let second: RunningBff;

  beforeAll(async () => {
    auth = await startFakeAuth(internalSecret);
    first = await startBff({ AUTH_URL: auth.url });
    second = await startBff({ AUTH_URL: auth.url, REDIS_PREFIX: first.prefix });
    const registered = await call(first.url, '/api/register', {
      body: {
        name: 'Ada Admin',
        email: 'ada@example.com',
        password: 'correct horse battery',
        role: 'admin',
      },
    });
    expect(registered.status).toBe(201);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await auth?.close();
  });

  it("answers 401 on the second BFF right after the first answers the session's logout", async () => {
    const login = await call(first.url, '/api/login', {
      body: { email: 'ada@example.com', password: 'correct horse battery' },
    });
    const { token } = login.body as { token: string };
    for (let read = 0; read < 3; read += 1) {
      expect((await call(second.url, '/api/profile', { bearer: token })).status).toBe(200);
    }

    expect((await call(first.url, '/api/logout', { method: 'POST', bearer: token })).status).toBe(
      204,
    );
    expect((await call(second.url, '/api/profile', { bearer: token })).status).toBe(401);
  });
});
