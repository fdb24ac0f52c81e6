import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@studio/service-kit/testing/database';
import { freePort } from '@studio/service-kit/testing/free-port';
import { randomRedisPrefix, testRedisUrl } from '@studio/service-kit/testing/redis';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { afterAll, expect, it } from 'vitest';
import { internalTokenSecret } from './auth-test-harness.js';

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

it('migrates with dist/migrate.js, serves with dist/server.js, and stops cleanly on SIGTERM', async () => {
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: randomRedisPrefix(),
    INTERNAL_TOKEN_SECRET: internalTokenSecret,
    PORT: String(port),
    LOG_LEVEL: 'info',
  };

  const migrate = spawn(process.execPath, [dist('migrate.js')], { env, stdio: 'ignore' });
  expect(await new Promise((resolve) => migrate.on('exit', resolve))).toBe(0);

  const server = spawn(process.execPath, [dist('server.js')], {
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  cleanups.push(() => server.exitCode === null && server.kill('SIGKILL'));

  const base = `http://127.0.0.1:${port}`;
  const ready = await waitFor(
    () =>
      fetch(`${base}/readyz`).then(
        (response) => (response.ok ? response : undefined),
        () => undefined,
      ),
    20_000,
  );
  expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  const registered = await fetch(`${base}/internal/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-from-test' },
    body: JSON.stringify({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'admin password',
      role: 'admin',
    }),
  });
  expect(registered.status).toBe(201);
  expect(registered.headers.get('x-request-id')).toBe('req-from-test');

  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toContain('"reqId":"req-from-test"');
  expect(output).toContain('shutting down');
  expect(output).not.toContain('admin password');
});
