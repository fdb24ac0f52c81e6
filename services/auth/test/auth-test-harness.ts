import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { User } from '@studio/contracts/auth';
import { emailQueueName, type EmailJob } from '@studio/contracts/mail';
import { queuePrefix } from '@studio/service-kit/queues';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QueryTypes } from 'sequelize';
import type { ServiceApp } from '@studio/service-kit/app';
import type { Clock } from '@studio/service-kit/clock';
import { createDatabase } from '@studio/service-kit/database';
import { signUserIdentity, type UserRole } from '@studio/service-kit/identity-token';
import { migrateUp } from '@studio/service-kit/migrations';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { buildApp } from '../src/app.js';
import { readAuthConfig, type AuthConfig } from '../src/config.js';
import { authSchema, migrationsDirectory } from '../src/migrations-directory.js';

export const internalTokenSecret = 'auth-test-secret-at-least-32-characters-long';

export interface AuthTestHarness {
  app: ServiceApp;
  config: AuthConfig;
  database: TestDatabase;
  /** Every log line the app wrote. */
  logText(): string;
  identity(user: { _id: string; role: UserRole; name: string }): Promise<Record<string, string>>;
  /** A trainer made as an admin makes one on the Trainers screen: active at once, whatever the settings. */
  createTrainer(details: { name: string; email: string; password: string }): Promise<User>;
  /** The mails on the `email` queue (after flushing the outbox), oldest first. */
  queuedMails(): Promise<EmailJob[]>;
  /** Reads the database directly, to check what was stored. */
  query<Row extends object>(sql: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** A migrated database of its own, a Redis prefix of its own, and the auth app on top. */
export async function startAuthHarness(
  env: Record<string, string> = {},
  { clock }: { clock?: Clock } = {},
): Promise<AuthTestHarness> {
  const database = await createTestDatabase();
  const migrationDb = createDatabase({ url: database.url, schema: authSchema });
  await migrateUp({ sequelize: migrationDb, schema: authSchema, directory: migrationsDirectory });
  await migrationDb.close();

  const redisPrefix = randomRedisPrefix();
  const config = readAuthConfig({
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: redisPrefix,
    INTERNAL_TOKEN_SECRET: internalTokenSecret,
    PUBLIC_BASE_URL: 'https://studio.example',
    LOG_LEVEL: 'debug',
    ...env,
  });
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(config, { logStream, clock });
  await app.ready();
  return {
    app,
    config,
    database,
    logText: () => lines.join(''),
    identity: async (user) => ({
      'x-studio-identity': await signUserIdentity(
        { userId: user._id, role: user.role, name: user.name },
        internalTokenSecret,
      ),
    }),
    createTrainer: async (details) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: {
          'x-studio-identity': await signUserIdentity(
            { userId: randomUUID(), role: 'admin', name: 'Harness admin' },
            internalTokenSecret,
          ),
        },
        payload: { ...details, role: 'trainer' },
      });
      if (response.statusCode !== 201)
        throw new Error(`creating a trainer answered ${response.statusCode}: ${response.body}`);
      return response.json<{ user: User }>().user;
    },
    queuedMails: async () => {
      await app.mailOutbox.flush();
      const connection = new Redis(config.redisUrl);
      const queue = new Queue<EmailJob>(emailQueueName, {
        connection,
        prefix: queuePrefix(redisPrefix),
      });
      try {
        const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
        return jobs.sort((a, b) => a.timestamp - b.timestamp).map((job) => job.data);
      } finally {
        await queue.close();
        connection.disconnect();
      }
    },
    query: async <Row extends object>(sql: string, values: unknown[] = []) => {
      const sequelize = createDatabase({ url: database.url, schema: authSchema });
      try {
        return await sequelize.query<Row>(sql, { bind: values, type: QueryTypes.SELECT });
      } finally {
        await sequelize.close();
      }
    },
    close: async () => {
      await app.close();
      await database.drop();
      await deleteRedisKeys(redisPrefix);
    },
  };
}
