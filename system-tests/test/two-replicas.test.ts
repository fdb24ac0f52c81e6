import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { startSmtpInbox } from '@studio/service-kit/testing/smtp-inbox';
import { selectRows } from '@studio/service-kit/testing/select-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../src/api-client.js';
import { everyReplicatedProcess, ReplicatedPortal } from '../src/replicated-portal.js';
import { resultsDir } from '../src/results-dir.js';
import { createStaff, type Staff } from '../src/staff.js';

// Issue 32, "Two of everything": the autoscalers run several copies of every service, worker and
// the BFF over one database and one Redis. With two of each at once, every scheduled or
// outbox-driven effect happens once: one reminder per session, one expiry per package, one receipt
// per payment, one mail per outbox row, one ledger entry per claim; and a session or a rate limit
// made on one BFF holds on the other. Time is moved on the clock the clocked processes share.

const replicas = 2;
const customers = 4;
const hour = 3_600_000;
// Sweeps and relays far more often than in production, so the copies race for the same work.
const sweepsEveryFewHundredMs = {
  PACKAGE_SWEEP_INTERVAL_MS: '300',
  REMINDER_SWEEP_INTERVAL_MS: '300',
  OUTBOX_SWEEP_INTERVAL_MS: '300',
  MAIL_RELAY_INTERVAL_MS: '200',
  LEDGER_RETRY_DELAY_MS: '200',
  STUDIO_SETTINGS_CACHE_MS: '0',
  LOG_LEVEL: 'warn',
};

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let portal: ReplicatedPortal;
let api: ApiClient;
let staff: Staff;
const startedAt = new Date();

const rows = <Row extends object>(schema: string, query: string, bind: unknown[] = []) =>
  selectRows<Row>(portal.settings.databaseUrl, schema, query, bind);

async function call<T>(token: string, method: string, url: string, body?: unknown, headers = {}) {
  const answer = await api.call(method, url, { token, body, headers });
  if (answer.status >= 300)
    throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/** Subjects of the mails received, by recipient. */
const mailsTo = (email: string) =>
  inbox.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '');

/** Polls `check` every half second until it holds; fails after `timeoutMs` saying what it waited for. */
async function until(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; see ${portal.logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const figures: Record<string, { expected: number; counted: number }> = {};
const count = (effect: string, expected: number, counted: number) => {
  figures[effect] = { expected, counted };
  expect(counted, effect).toBe(expected);
};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  portal = await ReplicatedPortal.create({
    smtpUrl: inbox.url,
    clockStart: startedAt,
    env: sweepsEveryFewHundredMs,
  });
  await portal.start(everyReplicatedProcess, replicas);
  api = new ApiClient(portal.bffUrl, portal.settings.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
  // Mail at any hour, packages that last one day, no low-balance notices to count.
  await call(staff.admin.token, 'PUT', '/api/settings', {
    quietHours: null,
    packageValidityDays: 1,
    lowBalanceThreshold: 0,
  });
}, 300_000);

afterAll(async () => {
  await fsp.mkdir(resultsDir, { recursive: true });
  await fsp.writeFile(
    path.join(resultsDir, 'two-replicas-figures.json'),
    JSON.stringify({ replicas, processes: portal?.children.length, figures }, null, 2),
  );
  await portal?.stop();
  await inbox?.close();
});

describe('two of every process at once', () => {
  it('sends one receipt per payment, one reminder per session, writes one ledger entry per claim and expires each package once', async () => {
    const trainer = staff.trainerA;
    const people = [];
    for (let index = 0; index < customers; index++) {
      const person = await call<{ _id: string; email: string }>(
        trainer.token,
        'POST',
        '/api/customers',
        {
          name: `Replica Customer ${index}`,
          email: `replica.customer.${index}.${Date.now()}@example.com`,
          phone: '91234567',
          dateOfBirth: '1990-05-17',
          ic: 'S1234567D',
          sex: 'Female',
        },
      );
      await call(
        trainer.token,
        'POST',
        '/api/payments',
        { amountPaid: 600, numOfTrainingsPaidFor: 10, customerID: person._id },
        {
          'Idempotency-Key': randomUUID(),
        },
      );
      const past = await call<{ _id: string }>(trainer.token, 'POST', '/api/training', {
        customerID: person._id,
        dateOfTraining: new Date(startedAt.getTime() - (3 + 2 * index) * hour).toISOString(),
      });
      await call(trainer.token, 'POST', '/api/training', {
        customerID: person._id,
        dateOfTraining: new Date(startedAt.getTime() + (30 + 2 * index) * hour).toISOString(),
      });
      await call(trainer.token, 'POST', `/api/claimtraining/${past._id}`, { status: 'completed' });
      people.push(person);
    }

    // The reminders (24 hours before) of the sessions 30 to 36 hours ahead come due.
    portal.setClock(new Date(startedAt.getTime() + 13 * hour));
    await until(
      'the reminders to be queued',
      async () =>
        (
          await rows(
            'training',
            `SELECT 1 FROM mail_outbox WHERE kind = 'session-reminder' AND queued_at IS NOT NULL`,
          )
        ).length >= customers,
    );
    // Two days on, every one-day package is past its date.
    portal.setClock(new Date(startedAt.getTime() + 48 * hour));
    await until(
      'every package to expire',
      async () =>
        (await rows('customer', 'SELECT 1 FROM packages WHERE expired_at IS NULL')).length === 0,
    );
    // Everything recorded has been relayed and delivered, and a few more sweeps find nothing new.
    const outboxRows = async () => {
      let total = 0;
      for (const schema of ['auth', 'customer', 'training', 'payment']) {
        total += (
          await rows(schema, 'SELECT 1 FROM mail_outbox WHERE message IS NOT NULL').catch(() => [])
        ).length;
      }
      return total;
    };
    await until(
      'every outbox row to be mailed',
      async () => inbox.received.length >= (await outboxRows()),
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const ledger = await rows<{ source_type: string; source_id: string; entries: string }>(
      'customer',
      'SELECT source_type, source_id, count(*) AS entries FROM ledger_entries GROUP BY source_type, source_id',
    );
    const entriesOf = (type: string) => ledger.filter((row) => row.source_type === type);
    const entriesOfType = (type: string) =>
      entriesOf(type).reduce((sum, row) => sum + Number(row.entries), 0);
    count('ledger entries of claims (claims made)', customers, entriesOfType('training-claim'));
    count('claims with a ledger entry', customers, entriesOf('training-claim').length);
    count('ledger entries of payments (payments made)', customers, entriesOfType('payment'));
    count('expiry ledger entries (packages bought)', customers, entriesOfType('expiry'));
    const receipts = await rows<{ subject_id: string }>(
      'customer',
      `SELECT subject_id FROM mail_outbox WHERE kind = 'payment-receipt'`,
    );
    count('receipt outbox rows (payments)', customers, receipts.length);
    const reminders = await rows<{ subject_id: string }>(
      'training',
      `SELECT subject_id FROM mail_outbox WHERE kind = 'session-reminder'`,
    );
    count('reminder outbox rows (sessions ahead)', customers, reminders.length);
    count('mails received (outbox rows)', await outboxRows(), inbox.received.length);
    for (const person of people) {
      const subjects = mailsTo(person.email);
      count(
        `reminder mails to customer ${people.indexOf(person)}`,
        1,
        subjects.filter((s) => s.startsWith('Reminder')).length,
      );
    }
    const messageIds = inbox.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]);
    count('mails delivered twice', 0, messageIds.length - new Set(messageIds).size);
    // 10 bought, 1 claimed, the other 9 taken by the expiry: the ledger adds up once.
    for (const person of people) {
      const [{ balance }] = (await rows<{ balance: string }>(
        'customer',
        'SELECT COALESCE(sum(delta), 0) AS balance FROM ledger_entries WHERE customer_id = $1',
        [person._id],
      )) as [{ balance: string }];
      expect(Number(balance)).toBe(0);
    }
  });

  it('keeps a session made on one BFF on the other, and ends it on both', async () => {
    const [first, second] = portal.bffReplicaUrls.map(
      (url) => new ApiClient(url, portal.settings.publicBaseUrl),
    );
    const login = await first!.call('POST', '/api/login', {
      body: { email: staff.trainerB.email, password: staff.trainerB.password },
    });
    const { token } = login.body as { token: string };
    count(
      'session made on BFF 1 answered by BFF 2 (1 = yes)',
      1,
      (await second!.call('GET', '/api/profile', { token })).status === 200 ? 1 : 0,
    );
    expect((await second!.call('POST', '/api/logout', { token })).status).toBeLessThan(300);
    count(
      'session ended on BFF 2 refused by BFF 1 (1 = yes)',
      1,
      (await first!.call('GET', '/api/profile', { token })).status === 401 ? 1 : 0,
    );
  });

  it('counts one client against one rate limit whichever BFF it reaches', async () => {
    const [first, second] = portal.bffReplicaUrls.map(
      (url) => new ApiClient(url, portal.settings.publicBaseUrl),
    );
    // A loopback address other than the test's own: the BFFs trust X-Forwarded-For here.
    const clientIp = '127.9.0.1';
    const statuses: number[] = [];
    // forgotPasswordPerIp allows 5 per 15 minutes: the 6th is refused, on either copy.
    for (let attempt = 0; attempt < 6; attempt++) {
      const bff = attempt % 2 === 0 ? first! : second!;
      const answer = await bff.call('POST', '/api/forgot-password', {
        clientIp,
        body: { email: `nobody${attempt}@example.com` },
      });
      statuses.push(answer.status);
    }
    count(
      'requests let through of 6 (limit 5), alternating BFFs',
      5,
      statuses.filter((status) => status !== 429).length,
    );
    expect(statuses.at(-1)).toBe(429);
  });
});
