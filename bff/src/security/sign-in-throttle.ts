import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { TooManyAttempts } from './rate-limits.js';

/**
 * How sign-in attempts on one account are slowed down: the first `freeAttempts` go through, then
 * each further one must wait a delay that doubles from `firstDelaySeconds` up to `maxDelaySeconds`.
 * A bucket is forgotten `forgetAfterSeconds` after its last attempt. There is no fixed lock.
 */
export interface ThrottlePolicy {
  freeAttempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

const minutes = 60;
const hours = 60 * minutes;

export const signInThrottlePolicies = {
  /** One account from one client: its known device, else its address. */
  accountFromClient: {
    freeAttempts: 5,
    firstDelaySeconds: 30,
    maxDelaySeconds: 15 * minutes,
    forgetAfterSeconds: 24 * hours,
  },
  /**
   * One account from every client it has never signed in from, together: what slows down guessing
   * spread over many addresses. The owner's usual clients are not counted here, so strangers
   * cannot keep the owner out.
   */
  accountFromUnknownClients: {
    freeAttempts: 10,
    firstDelaySeconds: 60,
    maxDelaySeconds: 15 * minutes,
    forgetAfterSeconds: 24 * hours,
  },
} as const satisfies Record<string, ThrottlePolicy>;

export type SignInThrottleName = keyof typeof signInThrottlePolicies;

/**
 * Counts an attempt before it is made (so a burst sent at once is counted whole) unless the bucket
 * is still waiting out its delay; returns the milliseconds left to wait, or 0 when counted.
 * KEYS[1] bucket; ARGV now (ms), free attempts, first delay (s), max delay (s), forget after (s).
 */
const attemptScript = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < nextAt then return nextAt - now end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
local free = tonumber(ARGV[2])
local delay = 0
if attempts >= free then
  delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(attempts - free, 30), tonumber(ARGV[4]))
end
redis.call('HSET', KEYS[1], 'next', now + delay * 1000)
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 0
`;

/** Takes back one counted attempt that turned out to be a successful sign-in. */
const refundScript = `
if redis.call('HINCRBY', KEYS[1], 'attempts', -1) <= 0 then redis.call('DEL', KEYS[1]) end
return 0
`;

/** Accounts are named by a hash of the normalised email, so no address sits in a Redis key. */
export const accountKeyOf = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** The buckets of sign-in attempts, in Redis and shared by every BFF instance. */
export class SignInThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  private bucket(name: SignInThrottleName, key: string): string {
    return `${this.prefix}signin:${name}:${key}`;
  }

  /** Counts one attempt, or throws 429 (with how long to wait) while the bucket's delay runs. */
  async attempt(name: SignInThrottleName, key: string): Promise<void> {
    const policy = signInThrottlePolicies[name];
    const waitMs = Number(
      await this.redis.eval(
        attemptScript,
        1,
        this.bucket(name, key),
        this.now(),
        policy.freeAttempts,
        policy.firstDelaySeconds,
        policy.maxDelaySeconds,
        policy.forgetAfterSeconds,
      ),
    );
    if (waitMs > 0) throw new TooManyAttempts(Math.ceil(waitMs / 1000));
  }

  /** How many attempts the bucket holds now. */
  async attempts(name: SignInThrottleName, key: string): Promise<number> {
    return Number((await this.redis.hget(this.bucket(name, key), 'attempts')) ?? 0);
  }

  /** The attempt counted last was the right person: a client's bucket starts afresh. */
  async forget(name: SignInThrottleName, key: string): Promise<void> {
    await this.redis.del(this.bucket(name, key));
  }

  /** The attempt counted last was the right person: one attempt less in a shared bucket. */
  async refund(name: SignInThrottleName, key: string): Promise<void> {
    await this.redis.eval(refundScript, 1, this.bucket(name, key));
  }
}
