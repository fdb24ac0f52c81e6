/** Each training queue lives under the service's own BullMQ prefix, apart from other services' queues. */
export const bullPrefix = (redisPrefix: string) => `${redisPrefix}training:bull`;
