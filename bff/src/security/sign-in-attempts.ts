import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { KnownClients, type SignInClient } from './known-clients.js';
import type { RateLimits } from './rate-limits.js';
import { accountKeyOf, signInThrottlePolicies, SignInThrottle } from './sign-in-throttle.js';

/** One attempt to sign in to one account, counted in its buckets before auth is asked. */
export interface SignInAttempt {
  email: string;
  account: string;
  client: SignInClient;
}

/** How long the BFF remembers whose sign-in a challenge continues: as long as auth keeps it. */
const challengeSeconds = 5 * 60;

/**
 * Sign-in throttling without a lock anyone can trigger (docs/architecture.md, "Sign-in
 * throttling"): every attempt, password or code, counts in the bucket of its account and client,
 * and, from a client the account has never signed in from, in its account's shared bucket and its
 * address's; each bucket allows a few attempts, then growing delays. The owner's usual devices and
 * addresses are never slowed by strangers. When strangers push an account into delays, its owner
 * is told once (`onAccountThrottled`).
 */
export class SignInAttempts {
  private readonly throttle: SignInThrottle;
  private readonly knownClients: KnownClients;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    production: boolean,
    private readonly rateLimits: RateLimits,
    private readonly onAccountThrottled: (email: string) => void,
  ) {
    this.throttle = new SignInThrottle(redis, prefix);
    this.knownClients = new KnownClients(redis, prefix, production);
  }

  /** Counts an attempt on `email`'s account from this client, or throws 429 with how long to wait. */
  async begin(req: Request, email: string): Promise<SignInAttempt> {
    const account = accountKeyOf(email);
    const client = await this.knownClients.clientOf(req, account);
    await this.throttle.attempt('accountFromClient', `${account}:${client.key}`);
    if (!client.known) {
      await this.rateLimits.consume('loginPerIp', client.address);
      await this.throttle.attempt('accountFromUnknownClients', account);
    }
    return { email, account, client };
  }

  /** A wrong password or code. */
  async failed(attempt: SignInAttempt): Promise<void> {
    if (attempt.client.known) return;
    const attempts = await this.throttle.attempts('accountFromUnknownClients', attempt.account);
    if (attempts === signInThrottlePolicies.accountFromUnknownClients.freeAttempts)
      this.onAccountThrottled(attempt.email);
  }

  /** The password was right, a code is still to come: strangers' shared bucket gets it back. */
  async passwordAccepted(attempt: SignInAttempt): Promise<void> {
    if (!attempt.client.known)
      await this.throttle.refund('accountFromUnknownClients', attempt.account);
  }

  /** Signed in: this client's bucket starts afresh and the client becomes one of the account's usual ones. */
  async succeeded(res: Response, attempt: SignInAttempt): Promise<void> {
    if (!attempt.client.known)
      await this.throttle.refund('accountFromUnknownClients', attempt.account);
    await this.throttle.forget('accountFromClient', `${attempt.account}:${attempt.client.key}`);
    await this.knownClients.remember(res, attempt.account, attempt.client);
  }

  /** Signed in another way (registration, the welcome link): this client is one of the account's usual ones. */
  async signedInElsewise(req: Request, res: Response, email: string): Promise<void> {
    const account = accountKeyOf(email);
    await this.knownClients.remember(res, account, await this.knownClients.clientOf(req, account));
  }

  private challengeKey(challenge: string): string {
    const id = createHash('sha256').update(challenge).digest('base64url');
    return `${this.prefix}signin:challenge:${id}`;
  }

  /** Remembers whose sign-in a challenge continues, so its codes count against that account. */
  async rememberChallenge(challenge: string, attempt: SignInAttempt): Promise<void> {
    await this.redis.set(this.challengeKey(challenge), attempt.email, 'EX', challengeSeconds);
  }

  /** The email whose sign-in the challenge continues, or null when it is unknown or expired. */
  async emailOfChallenge(challenge: string): Promise<string | null> {
    return this.redis.get(this.challengeKey(challenge));
  }

  async forgetChallenge(challenge: string): Promise<void> {
    await this.redis.del(this.challengeKey(challenge));
  }
}
