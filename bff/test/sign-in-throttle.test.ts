import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { deleteRedisKeys, testRedisUrl } from '@studio/service-kit/testing/redis';
import { afterAll, expect, it } from 'vitest';
import { TooManyAttempts } from '../src/security/rate-limits.js';
import { SignInThrottle } from '../src/security/sign-in-throttle.js';

const prefix = `test-throttle-${randomBytes(6).toString('hex')}:`;
const redis = new Redis(testRedisUrl);
let now = Date.parse('2026-11-26T02:00:00Z');
const throttle = new SignInThrottle(redis, prefix, () => now);

afterAll(async () => {
  await deleteRedisKeys(prefix);
  redis.disconnect();
});

/** The seconds the next attempt must wait, or 0 when it is counted now. */
async function waitOfNextAttempt(key: string): Promise<number> {
  try {
    await throttle.attempt('accountFromClient', key);
    return 0;
  } catch (error) {
    if (error instanceof TooManyAttempts) return error.retryAfterSeconds;
    throw error;
  }
}

it('lets five attempts through, then doubles the wait from 30 s up to 15 minutes, never a fixed lock', async () => {
  for (let attempt = 1; attempt <= 5; attempt++) expect(await waitOfNextAttempt('a')).toBe(0);
  const waits: number[] = [];
  for (let round = 0; round < 8; round++) {
    const wait = await waitOfNextAttempt('a');
    waits.push(wait);
    now += wait * 1000; // waits exactly as long as told, then tries again
    expect(await waitOfNextAttempt('a')).toBe(0);
  }
  expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
});

it('counts a burst sent at once as a burst: only the free attempts get through', async () => {
  const results = await Promise.all(Array.from({ length: 20 }, () => waitOfNextAttempt('burst')));
  expect(results.filter((wait) => wait === 0)).toHaveLength(5);
});

it('starts a client afresh once forgotten, and forgets a bucket a day after its last attempt', async () => {
  for (let attempt = 1; attempt <= 6; attempt++) await waitOfNextAttempt('b');
  await throttle.forget('accountFromClient', 'b');
  expect(await waitOfNextAttempt('b')).toBe(0);
  expect(await redis.ttl(`${prefix}signin:accountFromClient:b`)).toBe(24 * 60 * 60);
});
