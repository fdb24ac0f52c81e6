import type { Redis } from 'ioredis';
import { hashSessionToken, newSessionToken } from './session-token.js';
import type { TrackedSessionCache } from './tracked-session-cache.js';

export type StaffRole = 'admin' | 'trainer';

export interface SessionData {
  userId: string;
  /** Staff, or `customer` for a customer's own account. */
  role: StaffRole | 'customer';
  /** A customer's session only: the customer record the account belongs to. */
  customerId?: string;
  name: string;
  email: string;
  createdAt: string;
}

export interface Session {
  /** sha256 of the token: the session's id in Redis. */
  id: string;
  data: SessionData;
}

export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;

/**
 * How long this process goes without renewing a session it keeps reading: an idle session then
 * ends between 7 days less a minute and 7 days after its last use (docs/architecture.md).
 */
export const sessionRenewalIntervalMs = 60_000;

export interface SessionStoreOptions {
  /** Reads between renewals come from here; without it, from Redis each time. */
  cache?: TrackedSessionCache;
  renewalIntervalMs?: number;
  /** Sessions whose last renewal this process remembers; a forgotten one is renewed at its next use. */
  maxRenewalsRemembered?: number;
}

/**
 * Deletes every session in a user's set except one, atomically, so a login racing with
 * "end all sessions" cannot slip in between reading the set and deleting from it.
 */
const endUserSessionsScript = `
local ended = 0
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if id ~= ARGV[2] then
    redis.call('DEL', ARGV[1] .. id)
    redis.call('SREM', KEYS[1], id)
    ended = ended + 1
  end
end
return ended
`;

/**
 * Rewrites the name and email of every live session in a user's set, keeping each one's TTL, in
 * one step so a session started meanwhile is either already in the set (and rewritten) or new
 * enough to carry the new values from auth.
 */
const refreshUserSessionsScript = `
local refreshed = 0
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local stored = redis.call('GET', ARGV[1] .. id)
  if stored then
    local data = cjson.decode(stored)
    data.name = ARGV[2]
    data.email = ARGV[3]
    redis.call('SET', ARGV[1] .. id, cjson.encode(data), 'KEEPTTL')
    refreshed = refreshed + 1
  end
end
return refreshed
`;

/**
 * Reads a session and renews both its lifetime and its user's set's in one round trip: the set
 * is named by the session's own `userId`, which is only known once the session has been read.
 */
const findSessionScript = `
local stored = redis.call('GETEX', KEYS[1], 'EX', ARGV[1])
if stored then
  redis.call('EXPIRE', ARGV[2] .. cjson.decode(stored).userId, ARGV[1])
end
return stored
`;

/** `findSessionScript` as a command of its own: sent as EVALSHA, not the script's text each time. */
interface FindSessionCommand {
  findSession(
    sessionKey: string,
    lifetimeSeconds: number,
    userSetsPrefix: string,
  ): Promise<string | null>;
}

/** Sessions in Redis, as docs/architecture.md "Sessions in Redis" describes. */
export class SessionStore {
  private readonly sessionReader: FindSessionCommand;
  private readonly cache: TrackedSessionCache | undefined;
  private readonly renewalIntervalMs: number;
  private readonly maxRenewalsRemembered: number;
  /** Session id → when this process last renewed it, oldest first. */
  private readonly renewedAt = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    options: SessionStoreOptions = {},
  ) {
    redis.defineCommand('findSession', { numberOfKeys: 1, lua: findSessionScript });
    this.sessionReader = redis as unknown as FindSessionCommand;
    this.cache = options.cache;
    this.renewalIntervalMs = options.renewalIntervalMs ?? sessionRenewalIntervalMs;
    this.maxRenewalsRemembered = options.maxRenewalsRemembered ?? 10_000;
  }

  private sessionKey(id: string): string {
    return `${this.prefix}sess:${id}`;
  }

  private userSessionsKey(userId: string): string {
    return `${this.prefix}user-sess:${userId}`;
  }

  /** Starts a session and returns the token to hand to the client (never stored). */
  async create(user: Omit<SessionData, 'createdAt'>): Promise<{ token: string; session: Session }> {
    const token = newSessionToken();
    const id = hashSessionToken(token);
    const data: SessionData = { ...user, createdAt: new Date().toISOString() };
    await this.redis
      .multi()
      .set(this.sessionKey(id), JSON.stringify(data), 'EX', sessionLifetimeSeconds)
      .sadd(this.userSessionsKey(user.userId), id)
      .expire(this.userSessionsKey(user.userId), sessionLifetimeSeconds)
      .exec();
    return { token, session: { id, data } };
  }

  /**
   * The live session for a token, null when unknown or expired. Its lifetime (and its user's
   * set's) is renewed when this process last did so `renewalIntervalMs` ago or more.
   */
  async findByToken(token: string): Promise<Session | null> {
    const id = hashSessionToken(token);
    const now = Date.now();
    const renewed = this.renewedAt.get(id);
    const data =
      renewed === undefined || now - renewed >= this.renewalIntervalMs
        ? await this.readAndRenew(id, now)
        : await this.read(id);
    if (data === null) {
      this.renewedAt.delete(id);
      return null;
    }
    return { id, data };
  }

  /** One round trip that reads and renews; Redis then invalidates the key, so it is re-read once. */
  private async readAndRenew(id: string, now: number): Promise<SessionData | null> {
    // Noted before the answer so that concurrent requests of this session do not renew it again.
    this.rememberRenewal(id, now);
    try {
      const stored = await this.sessionReader.findSession(
        this.sessionKey(id),
        sessionLifetimeSeconds,
        this.userSessionsKey(''),
      );
      return stored === null ? null : (JSON.parse(stored) as SessionData);
    } catch (error) {
      this.renewedAt.delete(id);
      throw error;
    }
  }

  private async read(id: string): Promise<SessionData | null> {
    const key = this.sessionKey(id);
    if (this.cache) return this.cache.read(key);
    const stored = await this.redis.get(key);
    return stored === null ? null : (JSON.parse(stored) as SessionData);
  }

  private rememberRenewal(id: string, at: number): void {
    this.renewedAt.delete(id);
    if (this.renewedAt.size >= this.maxRenewalsRemembered) {
      const oldest = this.renewedAt.keys().next();
      if (!oldest.done) this.renewedAt.delete(oldest.value);
    }
    this.renewedAt.set(id, at);
  }

  async destroy(session: Session): Promise<void> {
    await this.redis
      .multi()
      .del(this.sessionKey(session.id))
      .srem(this.userSessionsKey(session.data.userId), session.id)
      .exec();
    this.renewedAt.delete(session.id);
    this.cache?.forget(this.sessionKey(session.id));
  }

  /** Gives every session of a user a new name and email; returns how many it changed. */
  async refreshUser(
    userId: string,
    { name, email }: Pick<SessionData, 'name' | 'email'>,
  ): Promise<number> {
    const refreshed = await this.redis.eval(
      refreshUserSessionsScript,
      1,
      this.userSessionsKey(userId),
      this.sessionKey(''),
      name,
      email,
    );
    this.cache?.forgetUser(userId);
    return Number(refreshed);
  }

  /** Ends every session of a user except `keepSessionId`; returns how many ended. */
  async endAllForUser(userId: string, keepSessionId?: string): Promise<number> {
    const ended = await this.redis.eval(
      endUserSessionsScript,
      1,
      this.userSessionsKey(userId),
      this.sessionKey(''),
      keepSessionId ?? '',
    );
    this.cache?.forgetUser(
      userId,
      keepSessionId === undefined ? undefined : this.sessionKey(keepSessionId),
    );
    return Number(ended);
  }
}
