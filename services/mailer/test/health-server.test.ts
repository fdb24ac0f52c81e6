import { fileURLToPath } from 'node:url';
import { emailQueueName, type EmailJob } from '@studio/contracts/mail';
import { queuePrefix } from '@studio/service-kit/queues';
import { createRedis } from '@studio/service-kit/redis';
import { freePort } from '@studio/service-kit/testing/free-port';
import { startNodeProcess } from '@studio/service-kit/testing/node-process';
import { metricValue } from '@studio/service-kit/testing/prometheus';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { Queue } from 'bullmq';
import { afterAll, expect, it } from 'vitest';

const redisPrefix = randomRedisPrefix();
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await deleteRedisKeys(redisPrefix);
});

it('serves health, readiness and metrics with the email queue depth on PORT, and nothing else', async () => {
  const port = await freePort();
  const mailer = startNodeProcess(fileURLToPath(new URL('../dist/worker.js', import.meta.url)), {
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: redisPrefix,
    PORT: String(port),
    LOG_LEVEL: 'warn',
  });
  cleanups.push(() => mailer.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;

  const health = await waitFor(() => fetch(`${base}/healthz`).catch(() => undefined));
  expect(health.status).toBe(200);
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ok', checks: { redis: 'ok', worker: 'ok' } });

  // A mail due in an hour stays in the queue for the whole test.
  const connection = createRedis(testRedisUrl);
  const queue = new Queue<EmailJob>(emailQueueName, {
    connection,
    prefix: queuePrefix(redisPrefix),
  });
  cleanups.push(async () => {
    await queue.close();
    connection.disconnect();
  });
  await queue.add(
    'email',
    {
      to: 'later@example.com',
      studio: { name: 'Studio', address: '', phone: '' },
      template: { kind: 'low-balance-customer', customerName: 'Later', sessionsLeft: 1 },
    },
    { delay: 3_600_000 },
  );
  const metrics = await (await fetch(`${base}/metrics`)).text();
  expect(metrics).toContain('process_cpu_user_seconds_total');
  const depth = (state: string) =>
    metricValue(metrics, 'bullmq_queue_jobs', { service: 'mailer', queue: 'email', state });
  expect([depth('delayed'), depth('waiting'), depth('failed')]).toEqual([1, 0, 0]);

  const other = await fetch(`${base}/send`, { method: 'POST' });
  expect(other.status).toBe(404);
  expect(await other.json()).toEqual({ error: 'Not found.' });

  mailer.kill('SIGTERM');
  expect(await mailer.exited).toBe(0);
});
