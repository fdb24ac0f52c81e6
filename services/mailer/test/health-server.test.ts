import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { afterAll, expect, it } from 'vitest';

const redisPrefix = randomRedisPrefix();
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await deleteRedisKeys(redisPrefix);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

it('serves health, readiness and metrics on PORT, and nothing else', async () => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('../dist/worker.js', import.meta.url))],
    {
      env: {
        ...process.env,
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: redisPrefix,
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;

  const health = await waitFor(() => fetch(`${base}/healthz`).catch(() => undefined));
  expect(health.status).toBe(200);
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ok', checks: { redis: 'ok', worker: 'ok' } });
  expect(await (await fetch(`${base}/metrics`)).text()).toContain('process_cpu_user_seconds_total');
  const other = await fetch(`${base}/send`, { method: 'POST' });
  expect(other.status).toBe(404);
  expect(await other.json()).toEqual({ error: 'Not found.' });

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
});
