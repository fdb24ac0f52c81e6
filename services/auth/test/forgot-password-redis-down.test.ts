import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSmtpInbox } from '@studio/service-kit/testing/smtp-inbox';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { afterAll, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';
import { startRedisServer } from '@studio/service-kit/testing/redis-server-process';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('keeps a reset requested while Redis is down and delivers it once Redis is back', async () => {
  const redis = await startRedisServer();
  cleanups.push(redis.stop);
  const inbox = await startSmtpInbox();
  cleanups.push(inbox.close);
  const harness: AuthTestHarness = await startAuthHarness({
    REDIS_URL: redis.url,
    MAIL_RELAY_INTERVAL_MS: '200',
  });
  cleanups.push(harness.close);

  // The real mailer worker process, as the local runner and Kubernetes run it.
  const mailer = spawn(
    process.execPath,
    [fileURLToPath(new URL('../../mailer/dist/worker.js', import.meta.url))],
    {
      env: {
        ...process.env,
        REDIS_URL: redis.url,
        REDIS_PREFIX: harness.config.redisPrefix,
        SMTP_URL: inbox.url,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  cleanups.push(() => mailer.kill('SIGKILL'));

  await harness.app.inject({
    method: 'POST',
    url: '/internal/register',
    payload: {
      name: 'Tina',
      email: 'tina@example.com',
      password: 'first password',
      role: 'trainer',
    },
  });

  await redis.kill();
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email: 'tina@example.com' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: 'Password reset link sent to your email.' });

  // Give the relay a few rounds against the dead Redis: the mail must still be waiting.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await harness.query(`SELECT id FROM auth.mail_outbox`)).toHaveLength(1);
  expect(inbox.received).toHaveLength(0);

  await redis.start();
  const mail = await waitFor(() => inbox.received[0], 20_000);
  expect(mail.to).toEqual(['tina@example.com']);
  const body = mail.raw.replace(/=\r?\n/g, ''); // undo quoted-printable line wrapping
  expect(body).toMatch(/https:\/\/studio\.example\/reset-password\/[A-Za-z0-9_-]{43}/);
  expect(await harness.query(`SELECT id FROM auth.mail_outbox`)).toEqual([]);
  expect(inbox.received).toHaveLength(1);
});
