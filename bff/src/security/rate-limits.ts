import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '@studio/service-kit/errors';
import { clientIpOf } from './client-ip.js';

const minutes = 60;

/**
 * Attempts allowed per window, per client address. Sign-in attempts from clients an account does
 * not know also count in `loginPerIp` (the accounts' own buckets are in `sign-in-throttle.ts`).
 */
export const rateLimitPolicies = {
  loginPerIp: { points: 30, durationSeconds: 15 * minutes },
  registerPerIp: { points: 10, durationSeconds: 60 * minutes },
  forgotPasswordPerIp: { points: 5, durationSeconds: 15 * minutes },
  resetPasswordPerIp: { points: 10, durationSeconds: 15 * minutes },
  // Issue 27's public trial flow: a visitor's page views and clicks, the slots as they browse weeks,
  // and a few attempts at a hold (the service also limits holds per email and phone).
  publicEventsPerIp: { points: 60, durationSeconds: 15 * minutes },
  trialSlotsPerIp: { points: 120, durationSeconds: 15 * minutes },
  trialHoldsPerIp: { points: 10, durationSeconds: 60 * minutes },
  // Issue 28: a data export reads every service; per account (a customer, or a staff member
  // across the customers they export), not per address.
  dataExportPerAccount: { points: 10, durationSeconds: 60 * minutes, tooMany: 'data downloads' },
} as const;

export type RateLimitName = keyof typeof rateLimitPolicies;

export class TooManyAttempts extends HttpError {
  /** `what` names what was done too often, in the plural ("data downloads"). */
  constructor(
    readonly retryAfterSeconds: number,
    what = 'attempts',
  ) {
    const waitMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      `Too many ${what}. Please wait ${waitMinutes} ${waitMinutes === 1 ? 'minute' : 'minutes'} and try again.`,
    );
  }
}

function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/** Counters in Redis, shared by every BFF instance. */
export class RateLimits {
  private readonly limiters: Record<RateLimitName, RateLimiterRedis>;

  constructor(redis: Redis, prefix: string) {
    const entries = Object.entries(rateLimitPolicies).map(([name, policy]) => [
      name,
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}rl:${name}`,
        points: policy.points,
        duration: policy.durationSeconds,
      }),
    ]);
    this.limiters = Object.fromEntries(entries) as Record<RateLimitName, RateLimiterRedis>;
  }

  /** Counts one attempt; throws 429 when the allowance is used up. */
  async consume(name: RateLimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const policy = rateLimitPolicies[name];
        const what = 'tooMany' in policy ? policy.tooMany : undefined;
        throw new TooManyAttempts(retryAfterSeconds(rejection.msBeforeNext), what);
      }
      throw rejection;
    }
  }
}

/** Middleware: one attempt per request, counted against the caller's address. */
export function limitPerClientIp(limits: RateLimits, name: RateLimitName) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    await limits.consume(name, clientIpOf(req));
    next();
  };
}
