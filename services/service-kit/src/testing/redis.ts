import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other test run uses, so runs can share one Redis. */
export function randomRedisPrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix` (call it after the run). */
export async function deleteRedisKeys(prefix: string, url = testRedisUrl): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
