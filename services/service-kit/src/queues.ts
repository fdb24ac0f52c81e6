/**
 * The BullMQ `prefix` for queues of one deployment: every producer and worker of a queue must
 * agree on it, and it keeps test runs (random `REDIS_PREFIX`) apart.
 */
export function queuePrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}
