import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emailQueueName, type EmailJob } from '@studio/contracts/mail';
import { queuePrefix } from '@studio/service-kit/queues';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { Queue, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { sentMailsTo } from '@studio/service-kit/sent-mail-log';
import { startEmailWorker, withoutAddresses } from '../src/email-worker.js';
import { fileSender, smtpSender, type MailSender } from '../src/mail-sender.js';
import { parseMail } from '@studio/service-kit/testing/parse-mail';
import { startSmtpInbox } from '@studio/service-kit/testing/smtp-inbox';
import { waitFor } from '@studio/service-kit/testing/wait-for';

const studio = {
  name: 'Harbour Fitness',
  address: '9 Marina Way, Singapore 018000',
  phone: '+65 6123 4567',
};
const resetMail: EmailJob = {
  to: 'tina@example.com',
  studio,
  template: {
    kind: 'reset-password',
    name: 'Tina',
    link: 'https://studio.example/reset-password/abc',
    validMinutes: 30,
  },
};

let redisPrefix: string;
let queue: Queue<EmailJob>;
let queueConnection: Redis;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
const silent = pino({ level: 'silent' });

beforeEach(() => {
  redisPrefix = randomRedisPrefix();
  queueConnection = new Redis(testRedisUrl);
  queue = new Queue<EmailJob>(emailQueueName, {
    connection: queueConnection,
    prefix: queuePrefix(redisPrefix),
  });
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await queue.close();
  queueConnection.disconnect();
  await deleteRedisKeys(redisPrefix);
});

function worker(sender: MailSender): Worker<EmailJob> {
  const started = startEmailWorker({
    redisUrl: testRedisUrl,
    redisPrefix,
    sender,
    logger: silent,
    concurrency: 2,
  });
  cleanups.push(
    () => sender.close(),
    () => started.close(),
  );
  return started;
}

it('delivers a queued mail to the SMTP server', async () => {
  const inbox = await startSmtpInbox();
  cleanups.push(inbox.close);
  worker(smtpSender({ smtpUrl: inbox.url, from: 'Studio <no-reply@studio.example>' }));

  await queue.add('send', resetMail, { jobId: 'mail-1' });

  const received = await waitFor(() => inbox.received[0]);
  expect(received.to).toEqual(['tina@example.com']);
  const mail = await parseMail(received.raw);
  expect(mail.subject).toBe('Reset your Harbour Fitness password');
  expect(mail.from?.value).toEqual([{ name: 'Studio', address: 'no-reply@studio.example' }]);
  expect(mail.text).toContain('https://studio.example/reset-password/abc');
  expect(mail.text).toContain('Harbour Fitness');
  expect(mail.html).toContain('href="https://studio.example/reset-password/abc"');
  expect(mail.html).toContain('Harbour Fitness');
  // Staff mail carries no unsubscribe link.
  expect(mail.headerLines.map((line) => line.key)).not.toContain('list-unsubscribe');
});

it('renders a customer mail with its one-click unsubscribe headers and its attachment', async () => {
  const inbox = await startSmtpInbox();
  cleanups.push(inbox.close);
  worker(smtpSender({ smtpUrl: inbox.url, from: 'no-reply@studio.example' }));
  const unsubscribeUrl = 'https://studio.example/unsubscribe/token-1';
  const oneClickUrl = 'https://studio.example/api/unsubscribe/token-1';

  await queue.add(
    'send',
    {
      to: 'casey@example.com',
      studio,
      unsubscribe: { pageUrl: unsubscribeUrl, oneClickUrl },
      template: {
        kind: 'session-reminder',
        customerName: 'Casey',
        trainerName: 'Tina',
        startsAt: '2026-12-01T10:30:00.000Z',
        timeZone: 'Asia/Singapore',
      },
      attachments: [
        {
          filename: 'training.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        },
      ],
    },
    { jobId: 'reminder-1' },
  );

  const mail = await parseMail((await waitFor(() => inbox.received[0])).raw);
  expect(mail.subject).toBe('Reminder: your training on Tuesday, 1 December 2026 at 6:30 pm');
  expect(mail.text).toContain('Trainer: Tina');
  expect(mail.text).toContain('Where: 9 Marina Way, Singapore 018000');
  expect(mail.text).toContain(unsubscribeUrl);
  expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
  const headerLine = (key: string) => mail.headerLines.find((line) => line.key === key)?.line;
  expect(headerLine('list-unsubscribe')).toBe(`List-Unsubscribe: <${oneClickUrl}>`);
  expect(headerLine('list-unsubscribe-post')).toBe(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  );
  expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    ['training.ics', 'text/calendar'],
  ]);
});

it('keeps a record of each mail sent to an address: kind, subject and time, no body', async () => {
  const inbox = await startSmtpInbox();
  cleanups.push(inbox.close);
  worker(smtpSender({ smtpUrl: inbox.url, from: 'no-reply@studio.example' }));
  const before = Date.now();
  await queue.add('send', resetMail, { jobId: 'recorded-1' });
  await queue.add(
    'send',
    {
      to: 'tina@example.com',
      studio,
      template: {
        kind: 'low-balance-trainer',
        trainerName: 'Tina',
        customerName: 'Casey Lim',
        sessionsLeft: 1,
      },
    },
    { jobId: 'about-a-customer' },
  );

  await waitFor(() => inbox.received[1]);
  const record = await waitFor(async () => {
    const mails = await sentMailsTo(queueConnection, redisPrefix, ' Tina@Example.com ');
    return mails.length > 0 ? mails : undefined;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  // The trainer's notice names a customer, whose erasure could not reach it: not recorded.
  expect(await sentMailsTo(queueConnection, redisPrefix, 'tina@example.com')).toEqual(record);
  expect(record).toEqual([
    {
      kind: 'reset-password',
      subject: 'Reset your Harbour Fitness password',
      sentAt: expect.any(String),
    },
  ]);
  expect(Date.parse(record[0]!.sentAt)).toBeGreaterThanOrEqual(before - 1000);
  expect(JSON.stringify(record)).not.toContain('reset-password/abc');
  const keys = await queueConnection.keys(`${redisPrefix}sent-mail:*`);
  expect(keys).toHaveLength(1);
  expect(keys[0]).not.toContain('tina');
});

it('logs an SMTP refusal without the address it quotes', () => {
  expect(withoutAddresses('550 5.1.1 <casey.lim@example.com>: Recipient address rejected')).toBe(
    '550 5.1.1 <<address>>: Recipient address rejected',
  );
});

it('sends a mail once even when it is queued twice with the same job id', async () => {
  const inbox = await startSmtpInbox();
  cleanups.push(inbox.close);
  await queue.add('send', resetMail, { jobId: 'same-id', removeOnComplete: { age: 3600 } });
  await queue.add('send', resetMail, { jobId: 'same-id', removeOnComplete: { age: 3600 } });
  worker(smtpSender({ smtpUrl: inbox.url, from: 'no-reply@studio.example' }));

  await waitFor(() => inbox.received[0]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(inbox.received).toHaveLength(1);
});

it('retries with backoff when the SMTP server refuses for a while', async () => {
  let refusals = 0;
  const inbox = await startSmtpInbox({
    onRcptTo(_address, _session, callback) {
      if (refusals < 2) {
        refusals += 1;
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
  });
  cleanups.push(inbox.close);
  worker(smtpSender({ smtpUrl: inbox.url, from: 'no-reply@studio.example' }));

  await queue.add('send', resetMail, {
    jobId: 'flaky',
    attempts: 5,
    backoff: { type: 'exponential', delay: 100 },
  });

  await waitFor(() => inbox.received[0]);
  expect(refusals).toBe(2);
  // The worker records the attempt once the send has returned, a moment after the inbox has it.
  const job = await waitFor(async () => {
    const sent = await queue.getJob('flaky');
    return sent?.finishedOn ? sent : undefined;
  });
  expect(job.attemptsMade).toBe(3);
});

it('fails a mail its template cannot render for good, without retrying it', async () => {
  const inbox = await startSmtpInbox();
  cleanups.push(inbox.close);
  worker(smtpSender({ smtpUrl: inbox.url, from: 'no-reply@studio.example' }));

  await queue.add(
    'send',
    {
      to: 'casey@example.com',
      studio,
      template: {
        kind: 'session-reminder',
        customerName: 'Casey',
        trainerName: 'Tina',
        startsAt: '2026-12-01T10:30:00.000Z',
        timeZone: 'Not/A_Zone',
      },
    },
    { jobId: 'unrenderable', attempts: 5, backoff: { type: 'fixed', delay: 50 } },
  );

  const failed = await waitFor(async () => {
    const job = await queue.getJob('unrenderable');
    return job?.failedReason ? job : undefined;
  });
  expect(failed.failedReason).toMatch(/^Mail could not be rendered/);
  expect(failed.attemptsMade).toBe(1);
  expect(inbox.received).toHaveLength(0);
});

it('writes an .eml file and logs the link when no SMTP server is configured', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'studio-mail-'));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  worker(fileSender({ directory, from: 'no-reply@localhost', logger }));

  await queue.add('send', resetMail, { jobId: 'file-mail' });

  const file = await waitFor(() =>
    lines.some((line) => line.includes('file-mail.eml'))
      ? join(directory, 'file-mail.eml')
      : undefined,
  );
  expect(await readdir(directory)).toEqual(['file-mail.eml']);
  const eml = await readFile(file, 'utf8');
  expect(eml).toContain('To: tina@example.com');
  expect((await parseMail(eml)).text).toContain('https://studio.example/reset-password/abc');
  expect(lines.join('')).toContain('"link":"https://studio.example/reset-password/abc"');
});

it('finishes the mail in progress before the worker process exits on SIGTERM', async () => {
  const inbox = await startSmtpInbox({ delayMs: 1500 });
  cleanups.push(inbox.close);
  const entry = fileURLToPath(new URL('../dist/worker.js', import.meta.url));
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: redisPrefix,
      SMTP_URL: inbox.url,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));

  await waitFor(() => (output.includes('mailer started') ? true : undefined));
  await queue.add('send', resetMail, { jobId: 'in-flight' });
  // Let the worker pick the job up and start talking to the (slow) SMTP server.
  await new Promise((resolve) => setTimeout(resolve, 700));
  child.kill('SIGTERM');

  expect(await exited).toBe(0);
  expect(inbox.received).toHaveLength(1);
  expect(output).toContain('shutting down');
});

it('a process that starts the mail delivery and closes it ends by itself (no Redis connection left open)', async () => {
  const deliveryModule = new URL('../dist/testing/mail-delivery.js', import.meta.url).href;
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startMailDelivery } = await import(${JSON.stringify(deliveryModule)});
       const delivery = await startMailDelivery(${JSON.stringify({ redisUrl: testRedisUrl, redisPrefix })});
       await delivery.close();`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  const exited = await new Promise<number | null | 'still running'>((resolve) => {
    const timer = setTimeout(() => resolve('still running'), 10_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

  expect({ exited, errors }).toEqual({ exited: 0, errors: '' });
});
