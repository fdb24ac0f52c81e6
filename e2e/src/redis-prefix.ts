import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other run uses, so tests share one Redis without seeing each other's keys. */
export function randomRedisPrefix(): string {
  return `e2e-${randomBytes(6).toString('hex')}:`;
}

/** Removes every key a run left under its prefix (sessions, rate limits, queues). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
