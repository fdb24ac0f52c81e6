import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { createFrontServer } from '@studio/service-kit/front-server';
import { buildApp } from '../../src/app.js';
import { readConfig, type BffConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { SessionStore } from '../../src/session/session-store.js';

export const publicOrigin = 'http://portal.test:3000';
export const internalSecret = 'test-internal-secret-that-is-long-enough-0123456789';

/** Nothing listens here: a service that is down. */
export const downServiceUrl = 'http://127.0.0.1:9';

export interface RunningBff {
  url: string;
  config: BffConfig;
  redis: Redis;
  prefix: string;
  /** Every log line the BFF wrote, as text. */
  logs: string[];
  /**
   * A live session of a trainer, made in the BFF's Redis as a login would make it: its token, to
   * send as `bearer` (or as the cookie). Forwarded routes need one unless they are public.
   */
  signIn(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the real BFF on a free port with its own Redis key prefix (or `env.REDIS_PREFIX`, for a
 * second BFF on the same sessions); `close()` removes the keys.
 */
export async function startBff(env: Record<string, string> = {}): Promise<RunningBff> {
  const prefix = env.REDIS_PREFIX ?? `test-bff-${randomBytes(6).toString('hex')}:`;
  const config = readConfig({
    REDIS_PREFIX: prefix,
    INTERNAL_TOKEN_SECRET: internalSecret,
    PUBLIC_BASE_URL: `${publicOrigin}/`,
    AUTH_URL: downServiceUrl,
    CUSTOMER_URL: downServiceUrl,
    TRAINING_URL: downServiceUrl,
    PAYMENT_URL: downServiceUrl,
    LOG_LEVEL: 'info',
    ...env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const { app, close } = buildApp({
    config,
    redis,
    logger: createLogger(config.logLevel, logStream),
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = createFrontServer(app).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    config,
    redis,
    prefix,
    logs,
    async signIn() {
      const { token } = await new SessionStore(redis, prefix).create({
        userId: randomUUID(),
        role: 'trainer',
        name: 'Signed In Trainer',
        email: 'signed.in@example.com',
      });
      return token;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
