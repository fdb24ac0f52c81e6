import type { EmailJob } from '@studio/contracts/mail';
import pino from 'pino';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, ensureSchema } from '../src/database.js';
import { createEmailQueue, type EmailQueue } from '../src/email-queue.js';
import { createMailOutboxTable, createMailRelay, recordMail } from '../src/mail-outbox.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/database.js';
import { freePort } from '../src/testing/free-port.js';
import { deleteRedisKeys, randomRedisPrefix, testRedisUrl } from '../src/testing/redis.js';
import { selectRows } from '../src/testing/select-rows.js';

const schema = 'kit_mail';
const logger = pino({ level: 'silent' });
const redisPrefix = randomRedisPrefix();
let database: TestDatabase;
let sequelize: Sequelize;
let queue: EmailQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  sequelize = createDatabase({ url: database.url, schema });
  await ensureSchema(sequelize, schema);
  await createMailOutboxTable(sequelize.getQueryInterface(), schema);
  queue = createEmailQueue({ redisUrl: testRedisUrl, redisPrefix, logger });
});

afterAll(async () => {
  await queue?.close();
  await sequelize?.close();
  await database?.drop();
  await deleteRedisKeys(redisPrefix);
});

const mailTo = (to: string): EmailJob => ({
  to,
  studio: { name: 'Apex Body Studio', address: '1 Kallang Place', phone: '+65 9123 4567' },
  template: {
    kind: 'reset-password',
    name: 'Ada',
    link: 'https://studio.example/r/x',
    validMinutes: 30,
  },
});

const record = (subjectId: string, message: EmailJob | null) =>
  sequelize.transaction((transaction) =>
    recordMail(
      sequelize,
      { kind: 'test', subjectId, occasion: new Date('2026-12-01T02:00:00Z') },
      message,
      transaction,
    ),
  );

const waiting = () =>
  selectRows<{ id: string }>(
    database.url,
    schema,
    'SELECT id FROM mail_outbox WHERE queued_at IS NULL AND message IS NOT NULL',
  );

it('keeps mail waiting while the queue cannot be reached, then queues each row once, even from two relays at once', async () => {
  await record('one', mailTo('one@example.com'));
  await record('two', mailTo('two@example.com'));
  await record('none', null);

  const downQueue = createEmailQueue({
    redisUrl: `redis://127.0.0.1:${await freePort()}`,
    redisPrefix,
    logger,
  });
  try {
    await expect(
      createMailRelay({ sequelize, queue: downQueue, logger }).flush(),
    ).rejects.toThrow();
  } finally {
    await downQueue.close();
  }
  expect(await waiting()).toHaveLength(2);

  const flushed = await Promise.all([
    createMailRelay({ sequelize, queue, logger }).flush(),
    createMailRelay({ sequelize, queue, logger }).flush(),
  ]);
  expect(flushed.reduce((sum, count) => sum + count, 0)).toBe(2);
  expect(await waiting()).toEqual([]);
  const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized']);
  expect(jobs.map((job) => job.data.to).sort()).toEqual(['one@example.com', 'two@example.com']);
});
