import { Redis } from 'ioredis';

/**
 * Redis for request handling: commands fail fast while Redis is down instead of queueing, so a
 * request can fall back (outbox) or answer, rather than hang.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
}

/** Redis for BullMQ workers, which must block and retry forever (BullMQ requires `maxRetriesPerRequest: null`). */
export function createWorkerRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}
