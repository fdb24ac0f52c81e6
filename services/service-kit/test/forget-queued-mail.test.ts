import type { EmailJob } from '@studio/contracts/mail';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmailQueue, forgetQueuedMail, type EmailQueue } from '../src/email-queue.js';
import { queuePrefix } from '../src/queues.js';
import { forgetSentMails, recordSentMail, sentMailKey, sentMailsTo } from '../src/sent-mail-log.js';
import { deleteRedisKeys, randomRedisPrefix, testRedisUrl } from '../src/testing/redis.js';
import { waitFor } from '../src/testing/wait-for.js';

// An erased customer's mail in Redis (issue 28): the queue's jobs to or about them and the
// mailer's record of what was sent to them go; everyone else's mail stays.

const redisPrefix = randomRedisPrefix();
const studio = { name: 'Apex Body Studio', address: '1 Kallang Place', phone: '+65 9123 4567' };
const erased = { email: 'Quinn.Vale@example.com', name: 'Quinn Vale' };
let queue: EmailQueue;
let redis: Redis;

beforeAll(() => {
  queue = createEmailQueue({
    redisUrl: testRedisUrl,
    redisPrefix,
    logger: pino({ level: 'silent' }),
  });
  redis = new Redis(testRedisUrl);
});

afterAll(async () => {
  await queue?.close();
  redis?.disconnect();
  await deleteRedisKeys(redisPrefix);
});

const reminderTo = (to: string, customerName: string): EmailJob => ({
  to,
  studio,
  template: {
    kind: 'low-balance-customer',
    customerName,
    sessionsLeft: 1,
  },
});
const trainerNoticeAbout = (customerName: string): EmailJob => ({
  to: 'tina.trainer@example.com',
  studio,
  template: { kind: 'low-balance-trainer', trainerName: 'Tina', customerName, sessionsLeft: 1 },
});

it('removes the jobs waiting, delayed, finished or failed for an erased customer, and keeps the others', async () => {
  // Finished first: one sent and one failed for good, by a worker that fails the "fail" ids.
  await queue.add('send', reminderTo('quinn.vale@example.com', erased.name), {
    jobId: 'sent-to-them',
  });
  await queue.add('send', reminderTo('quinn.vale@example.com', erased.name), {
    jobId: 'fail-to-them',
    attempts: 1,
  });
  await queue.add('send', reminderTo('ola@example.com', 'Ola'), { jobId: 'sent-to-other' });
  const workerConnection = new Redis(testRedisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker<EmailJob>(
    queue.name,
    async (job) => {
      if (job.id?.startsWith('fail')) throw new Error('550 <quinn.vale@example.com> rejected');
    },
    {
      connection: workerConnection,
      prefix: queuePrefix(redisPrefix),
    },
  );
  await waitFor(async () => {
    const counts = await queue.getJobCounts('completed', 'failed');
    return counts.completed === 2 && counts.failed === 1 ? true : undefined;
  }, 10_000);
  await worker.close();
  workerConnection.disconnect();
  // Then pending ones: to them, about them to their trainer, and someone else's.
  const delay = 60 * 60 * 1000;
  await queue.add('send', reminderTo(' QUINN.VALE@example.com', erased.name), {
    jobId: 'waiting-to-them',
  });
  await queue.add('send', trainerNoticeAbout(erased.name), { jobId: 'about-them', delay });
  await queue.add('send', trainerNoticeAbout('Quinn Valentine'), { jobId: 'about-another', delay });
  await queue.add('send', reminderTo('ola@example.com', 'Ola'), {
    jobId: 'waiting-to-other',
    delay,
  });

  const result = await forgetQueuedMail(queue, erased);

  expect(result).toEqual({ removed: 4, scrubbed: 0 });
  const left = await queue.getJobs(['waiting', 'delayed', 'completed', 'failed']);
  expect(left.map((job) => job.id).sort()).toEqual([
    'about-another',
    'sent-to-other',
    'waiting-to-other',
  ]);
  const everything =
    JSON.stringify(await redis.keys(`${redisPrefix}*`)) +
    JSON.stringify(left.map((job) => [job.data, job.failedReason]));
  expect(everything.toLowerCase()).not.toContain('quinn.vale@');
  // Running it again finds nothing more to do.
  expect(await forgetQueuedMail(queue, erased)).toEqual({ removed: 0, scrubbed: 0 });
});

it("deletes the record of mail sent to the erased customer's address, and no other", async () => {
  const mail = {
    kind: 'payment-receipt',
    subject: 'Your receipt',
    sentAt: '2026-11-02T00:00:00.000Z',
  };
  await recordSentMail(redis, redisPrefix, erased.email, mail);
  await recordSentMail(redis, redisPrefix, 'ola@example.com', mail);
  expect(await redis.ttl(sentMailKey(redisPrefix, erased.email))).toBeGreaterThan(300 * 24 * 3600);

  await forgetSentMails(redis, redisPrefix, ' quinn.vale@EXAMPLE.com');

  expect(await sentMailsTo(redis, redisPrefix, erased.email)).toEqual([]);
  expect(await sentMailsTo(redis, redisPrefix, 'ola@example.com')).toEqual([mail]);
});

it('empties the data of a job being sent at that moment, so a retry fails for good', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let started = false;
  const workerConnection = new Redis(testRedisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker<EmailJob>(
    queue.name,
    async () => {
      started = true;
      await held;
    },
    { connection: workerConnection, prefix: queuePrefix(redisPrefix) },
  );
  await queue.add('send', reminderTo(erased.email, erased.name), { jobId: 'in-flight' });
  await waitFor(() => (started ? true : undefined), 10_000);

  expect(await forgetQueuedMail(queue, erased)).toEqual({ removed: 0, scrubbed: 1 });
  expect((await queue.getJob('in-flight'))?.data).toEqual({});
  release();
  await worker.close();
  workerConnection.disconnect();
});
