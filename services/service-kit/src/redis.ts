import { Redis } from 'ioredis';

/**
 * Redis for request handling: a command waits for at most one reconnect attempt, so while Redis
 * is down a request fails fast and can fall back (outbox) or answer, rather than hang.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1 });
}

/** Redis for BullMQ workers, which must block and retry forever (BullMQ requires `maxRetriesPerRequest: null`). */
export function createWorkerRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}
