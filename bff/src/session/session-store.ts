import type { Redis } from 'ioredis';
import { hashSessionToken, newSessionToken } from './session-token.js';

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

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('findSession', { numberOfKeys: 1, lua: findSessionScript });
    this.sessionReader = redis as unknown as FindSessionCommand;
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

  /** The live session for a token, its lifetime renewed; null when unknown or expired. */
  async findByToken(token: string): Promise<Session | null> {
    const id = hashSessionToken(token);
    const stored = await this.sessionReader.findSession(
      this.sessionKey(id),
      sessionLifetimeSeconds,
      this.userSessionsKey(''),
    );
    if (stored === null) return null;
    return { id, data: JSON.parse(stored) as SessionData };
  }

  async destroy(session: Session): Promise<void> {
    await this.redis
      .multi()
      .del(this.sessionKey(session.id))
      .srem(this.userSessionsKey(session.data.userId), session.id)
      .exec();
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
    return Number(ended);
  }
}
