import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmailQueue } from '../src/email-queue.js';
import { createProducerQueue } from '../src/producer-queue.js';
import { startRedisServer, type RedisServerProcess } from '../src/testing/redis-server-process.js';
import { randomRedisPrefix } from '../src/testing/redis.js';

/**
 * A process can start while Redis is down or too slow to answer (a loaded node, a Redis pod still
 * starting). Its queues must work once Redis answers, without a restart of the process.
 */

let redis: RedisServerProcess;

beforeAll(async () => {
  redis = await startRedisServer();
  await redis.kill();
});

afterAll(async () => {
  await redis?.stop();
});

const quiet = pino({ level: 'silent' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

it('queues jobs once Redis is back, in queues made while it was down', async () => {
  const prefix = randomRedisPrefix();
  const producer = createProducerQueue<{ n: number }>(
    'work',
    { redisUrl: redis.url, prefix },
    { attempts: 1, firstDelayMs: 1000 },
  );
  const email = createEmailQueue({ redisUrl: redis.url, redisPrefix: prefix, logger: quiet });
  producer.on('error', () => undefined);
  try {
    // Long enough for the queues' first commands to fail on the closed port.
    await settle();
    await expect(producer.add('job', { n: 1 })).rejects.toThrow();

    await redis.start();
    const job = await producer.add('job', { n: 2 }, { jobId: 'second' });
    expect(job.id).toBe('second');
    expect((await producer.getJob('second'))?.data).toEqual({ n: 2 });
    expect(await email.getJobCounts('waiting')).toEqual({ waiting: 0 });
  } finally {
    await producer.closeAll();
    await email.close();
  }
});
