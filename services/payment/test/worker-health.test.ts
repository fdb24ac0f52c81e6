import { fileURLToPath } from 'node:url';
import { createDatabase } from '@studio/service-kit/database';
import { migrateUp } from '@studio/service-kit/migrations';
import { createWorkerRedis } from '@studio/service-kit/redis';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import { startLedgerWorkerProcess } from '@studio/service-kit/testing/ledger-worker-process';
import { metricValue } from '@studio/service-kit/testing/prometheus';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsDirectory, paymentSchema } from '../src/context.js';
import { createLedgerQueue, queueCredit } from '../src/ledger/ledger-queue.js';

const workerEntry = fileURLToPath(new URL('../dist/worker.js', import.meta.url));
const redisPrefix = randomRedisPrefix();
let database: TestDatabase;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const sequelize = createDatabase({ url: database.url, schema: paymentSchema });
  await migrateUp({ sequelize, schema: paymentSchema, directory: migrationsDirectory });
  await sequelize.close();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await deleteRedisKeys(redisPrefix);
  await database?.drop();
});

async function startWorker(databaseUrl: string) {
  const started = await startLedgerWorkerProcess(workerEntry, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: redisPrefix,
    INTERNAL_TOKEN_SECRET: 'payment-worker-test-secret-at-least-32-chars',
    CUSTOMER_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'warn',
  });
  cleanups.push(started.close);
  return { worker: started.process, base: started.probeUrl };
}

it('answers its probes on HEALTH_PORT beside the service on PORT, with the ledger queue depth', async () => {
  const { worker, base } = await startWorker(database.url);
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ok', checks: { redis: 'ok', database: 'ok' } });

  // A credit due in an hour stays queued for the whole test.
  const connection = createWorkerRedis(testRedisUrl);
  const queue = createLedgerQueue(connection, redisPrefix, 2000);
  cleanups.push(async () => {
    await queue.close();
    connection.disconnect();
  });
  await queueCredit(queue, '4f1c1b1e-0000-4000-8000-000000000001', 3_600_000);
  const metrics = await (await fetch(`${base}/metrics`)).text();
  const depth = (state: string) =>
    metricValue(metrics, 'bullmq_queue_jobs', {
      service: 'payment-ledger-worker',
      queue: 'ledger',
      state,
    });
  expect([depth('delayed'), depth('waiting'), depth('active')]).toEqual([1, 0, 0]);

  const other = await fetch(`${base}/api/payments`);
  expect(other.status).toBe(404);

  worker.kill('SIGTERM');
  expect(await worker.exited).toBe(0);
});

it('is not ready while its database does not answer', async () => {
  const missing = new URL(database.url);
  missing.pathname = '/studio_no_such_database';
  const { worker, base } = await startWorker(missing.toString());
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({
    status: 'unavailable',
    checks: { redis: 'ok', database: 'failed' },
  });
  worker.kill('SIGTERM');
  expect(await worker.exited).toBe(0);
});
