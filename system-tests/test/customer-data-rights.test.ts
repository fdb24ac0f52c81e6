import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startMailDelivery } from '@studio/mailer/dist/testing/mail-delivery.js';
import { emailQueueName, type EmailJob } from '@studio/contracts/mail';
import { queuePrefix } from '@studio/service-kit/queues';
import { sentMailsTo } from '@studio/service-kit/sent-mail-log';
import { selectRows } from '@studio/service-kit/testing/select-rows';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorMessageOf, type ApiResponse } from '../src/api-client.js';
import { startInProcessPortal, type InProcessPortal } from '../src/in-process-portal.js';
import { signedInCustomer, type CustomerMember } from '../src/signed-in-customer.js';
import { createStaff, type Staff } from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

// PDPA (issue 28): a customer downloads everything held about them; staff can do the same; an
// admin erases a customer, after which nothing the portal shows, exports or backs up names them,
// while past revenue and liability figures stand.

const run = promisify(execFile);

let portal: InProcessPortal;
let api: ApiClient;
let staff: Staff;
let data: StudioData;
let customer: CustomerMember;
let delivery: Awaited<ReturnType<typeof startMailDelivery>>;
let redis: Redis;
/** The trial request (lead) the customer was converted from. */
let lead: Record<string, unknown> | undefined;
const sql = (query: string, bind: unknown[] = []) =>
  selectRows<Record<string, unknown>>(portal.settings.databaseUrl, 'customer', query, bind);
/** What identifies the person: none of it may survive the erasure. */
let identity: { name: string; email: string; phone: string; ic: string };

const distinctiveName = 'Quillon Erasmus-Vantablack';
const month = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  portal = await startInProcessPortal({ trustForwardedFor: true });
  api = new ApiClient(portal.bffUrl, portal.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
  data = new StudioData(api, staff);
  customer = await signedInCustomer(api, portal.settings, data, staff.trainerA);
  const renamed = await api.call('PUT', `/api/customers/${customer.customerId}`, {
    token: staff.admin.token,
    body: { name: distinctiveName },
  });
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  const record = (
    await api.call('GET', `/api/customers/${customer.customerId}`, { token: staff.admin.token })
  ).body as { email: string; phone: string; ic: string };
  identity = { name: distinctiveName, email: record.email, phone: record.phone, ic: record.ic };

  // The real mail worker sends the payment's receipt and records it (the export's mailsSent).
  redis = new Redis(portal.settings.redisUrl);
  delivery = await startMailDelivery({
    redisUrl: portal.settings.redisUrl,
    redisPrefix: portal.settings.redisPrefix,
  });
  await data.paymentFor(customer.customerId, 10);
  await waitFor(async () => {
    const sent = await sentMailsTo(redis, portal.settings.redisPrefix, identity.email);
    return sent.some((mail) => mail.kind === 'payment-receipt') ? true : undefined;
  }, 20_000);
  await data.trainingFor(customer.customerId, 'past');
  await data.trainingFor(customer.customerId, 'future');
  const asked = await api.call('POST', '/api/me/booking-requests', {
    token: customer.token,
    body: { dateOfTraining: data.nextFutureDate(), note: `${distinctiveName} would like mornings` },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const measured = await api.call('POST', '/api/me/measurements', {
    token: customer.token,
    body: { date: new Date().toISOString().slice(0, 10), weightKg: 71.5 },
  });
  expect(measured.status, JSON.stringify(measured.body)).toBe(201);
  // The trial request they were converted from (issue 27): contact details, health answers,
  // a staff note naming them, the address that referred them.
  const now = new Date().toISOString();
  [lead] = await sql(
    `INSERT INTO customer.leads (id, stage, name, email, phone, goal, heard_from, parq, health_flag,
       doctor_clearance, terms_version, pdpa_version, consented_at, utm_source, referrer,
       customer_id, created_at, updated_at, converted_at)
     VALUES (gen_random_uuid(), 'converted', $1, $2, $3, 'weight loss', $4,
       ARRAY[false, true, false, false, false, false, false], true, true, 'v1', 'v1', $5,
       'instagram', $6, $7, $5, $5, $5)
     RETURNING id`,
    [
      distinctiveName,
      identity.email,
      identity.phone,
      `${distinctiveName}'s sister`,
      now,
      `https://example.com/?email=${identity.email}`,
      customer.customerId,
    ],
  );
  await sql(
    `INSERT INTO customer.lead_notes (id, lead_id, author_id, author_name, text, created_at)
     VALUES (gen_random_uuid(), $1, $2, 'Tara', $3, $4) RETURNING id`,
    [lead!.id, staff.trainerA.id, `${distinctiveName} has a sore knee`, now],
  );
});
afterAll(async () => {
  await delivery?.close();
  redis?.disconnect();
  await portal?.stop();
});

const sections = [
  'profile',
  'packages',
  'sessions',
  'bookingRequests',
  'payments',
  'measurements',
  'progressPhotos',
  'trialRequests',
  'healthAnswers',
  'mailsSent',
  'consents',
];

/**
 * Every value Redis holds for this portal (sessions, queues, the mailer's record, rate limits),
 * as text: an erased person must not be in it, as in a backup of the database.
 */
async function redisText(): Promise<string> {
  const keys = await redis.keys(`${portal.settings.redisPrefix}*`);
  const texts: string[] = [...keys];
  for (const key of keys) {
    const type = await redis.type(key);
    if (type === 'string') texts.push((await redis.get(key)) ?? '');
    else if (type === 'hash') texts.push(JSON.stringify(await redis.hgetall(key)));
    else if (type === 'list') texts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
    else if (type === 'set') texts.push(JSON.stringify(await redis.smembers(key)));
    else if (type === 'zset') texts.push(JSON.stringify(await redis.zrange(key, 0, -1)));
    else if (type === 'stream') texts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
  }
  return texts.join('\n');
}

/** A report without the moment of its "today" point, which moves on between two reads. */
const pastFigures = (report: unknown): unknown =>
  JSON.parse(JSON.stringify(report), (_key, value: unknown) =>
    value !== null && typeof value === 'object' && (value as { label?: unknown }).label === 'today'
      ? { ...value, asOf: 'now' }
      : value,
  );

function expectDownload(answer: ApiResponse, type: RegExp) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(type);
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
}

describe('a customer downloads their data', () => {
  it('as one JSON document with every section, from the same reads as their screens', async () => {
    const answer = await api.call('GET', '/api/me/export', { token: customer.token });
    expectDownload(answer, /^application\/json/);
    const document = answer.body as Record<string, unknown> & {
      profile: { name: string; email: string };
      packages: unknown[];
      sessions: { upcoming: unknown[]; past: unknown[] };
      bookingRequests: { note: string }[];
      payments: unknown[];
      measurements: unknown[];
      mailsSent: { kind: string; subject: string; sentAt: string }[];
      trialRequests: unknown[];
      healthAnswers: { answers: { answer: string }[]; doctorClearance: boolean | null }[];
      consents: unknown;
      withheld: string[];
    };
    for (const section of sections) expect(document, section).toHaveProperty(section);
    expect(document.profile).toMatchObject({ name: distinctiveName, email: identity.email });
    expect(document.packages).toHaveLength(1);
    expect(document.payments).toHaveLength(1);
    expect(document.sessions.past).toHaveLength(1);
    expect(document.sessions.upcoming).toHaveLength(1);
    expect(document.bookingRequests).toEqual([
      expect.objectContaining({ note: `${distinctiveName} would like mornings` }),
    ]);
    expect(document.measurements).toHaveLength(1);
    // The invite and the receipt, newest first: kind, subject and time, never a body.
    expect(document.mailsSent).toEqual([
      {
        kind: 'payment-receipt',
        subject: expect.stringMatching(/receipt/),
        sentAt: expect.any(String),
      },
      {
        kind: 'customer-invite',
        subject: expect.stringMatching(/account/),
        sentAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(document.mailsSent)).not.toMatch(/welcome\//);
    // The trial request: its PAR-Q answers in words and the consent versions, without staff notes.
    expect(document.trialRequests).toEqual([
      expect.objectContaining({ _id: lead!.id, parq: expect.any(Array), notes: [] }),
    ]);
    expect(document.healthAnswers).toHaveLength(1);
    expect(document.healthAnswers[0]!.answers).toHaveLength(7);
    expect(document.healthAnswers[0]!.answers[1]).toMatchObject({ answer: 'yes' });
    expect(document.healthAnswers[0]!.doctorClearance).toBe(true);
    expect(document.consents).toEqual({
      marketingEmails: 'given',
      termsAndPrivacyNotice: [
        { termsVersion: 'v1', pdpaVersion: 'v1', acceptedAt: expect.any(String) },
      ],
      photoConsents: [],
    });
    expect(document.withheld).toEqual([]);
  });

  it('and as a readable HTML summary', async () => {
    const answer = await api.call('GET', '/api/me/export?format=html', { token: customer.token });
    expectDownload(answer, /^text\/html/);
    const html = String(answer.body);
    expect(html).toContain(`Data held about ${distinctiveName}`);
    for (const heading of [
      'Your details',
      'Packages',
      'Sessions',
      'Payments',
      'Mails sent',
      'Consents',
    ])
      expect(html).toContain(`<h2>${heading}</h2>`);
  });

  it('refuses a format it does not make', async () => {
    const answer = await api.call('GET', '/api/me/export?format=pdf', { token: customer.token });
    expect(answer.status).toBe(400);
    expect(errorMessageOf(answer)).toMatch(/format/);
  });
});

describe('a customer withdraws consent to mail', () => {
  it('in one click, and their export says so', async () => {
    const withdrawn = await api.call('DELETE', '/api/me/email-consent', { token: customer.token });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body).toMatchObject({ emailsOff: true });
    const again = await api.call('DELETE', '/api/me/email-consent', { token: customer.token });
    expect(again.status).toBe(200);
    const exported = await api.call('GET', '/api/me/export', { token: customer.token });
    expect((exported.body as { consents: unknown }).consents).toMatchObject({
      marketingEmails: 'withdrawn',
    });
  });
});

describe('staff download a customer’s data', () => {
  it('the trainer gets every section they may read; the consents list is an admin’s', async () => {
    const answer = await api.call('GET', `/api/customers/${customer.customerId}/export`, {
      token: staff.trainerA.token,
    });
    expectDownload(answer, /^application\/json/);
    const document = answer.body as {
      profile: { name: string };
      trialRequests: { notes: { text: string }[] }[];
      withheld: string[];
    };
    expect(document.profile.name).toBe(distinctiveName);
    // Staff see their notes on the trial request, as on the leads screen.
    expect(document.trialRequests.map((request) => request.notes.length)).toEqual([1]);
    expect(document.withheld).toEqual(['photoConsents']);
  });

  it('the admin gets every section', async () => {
    const answer = await api.call('GET', `/api/customers/${customer.customerId}/export`, {
      token: staff.admin.token,
    });
    expectDownload(answer, /^application\/json/);
    expect((answer.body as { withheld: string[] }).withheld).toEqual([]);
  });

  it('another trainer, the customer and a stranger are refused', async () => {
    const path = `/api/customers/${customer.customerId}/export`;
    expect((await api.call('GET', path, { token: staff.trainerB.token })).status).toBe(404);
    expect((await api.call('GET', path, { token: customer.token })).status).toBe(403);
    expect((await api.call('GET', path)).status).toBe(401);
    expect((await api.call('GET', '/api/me/export', { token: staff.admin.token })).status).toBe(
      403,
    );
  });
});

describe('an admin erases a customer', () => {
  const reportPaths = [
    `/api/reports/revenue?from=${month}&to=${month}`,
    `/api/reports/liability?from=${month}&to=${month}`,
  ];
  const erase = (token: string, confirmName: string) =>
    api.call('POST', `/api/customers/${customer.customerId}/erase`, {
      token,
      body: { confirmName },
    });

  async function everythingShown(): Promise<string[]> {
    const admin = { token: staff.admin.token };
    const reads = [
      '/api/customers',
      `/api/customers/${customer.customerId}`,
      `/api/customers/${customer.customerId}/payments`,
      `/api/customers/${customer.customerId}/export`,
      `/api/customers/${customer.customerId}/export?format=html`,
      '/api/customers/export.csv',
      '/api/payments',
      '/api/payments/export.csv',
      '/api/training',
      '/api/booking-requests',
      '/api/users',
      '/api/leads',
      ...reportPaths,
      ...reportPaths.map((path) => `${path}&format=csv`),
    ];
    const texts: string[] = [];
    for (const path of reads) {
      const answer = await api.call('GET', path, admin);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      texts.push(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    }
    return texts;
  }

  it('only when they are an admin and type the name exactly', async () => {
    const byTrainer = await erase(staff.trainerA.token, distinctiveName);
    expect(byTrainer.status).toBe(403);
    const wrongName = await erase(staff.admin.token, 'Quillon Erasmus');
    expect(wrongName.status).toBe(400);
    expect(errorMessageOf(wrongName)).toMatch(/confirmName/);
    const stillThere = await api.call('GET', `/api/customers/${customer.customerId}`, {
      token: staff.admin.token,
    });
    expect(stillThere.body).toMatchObject({ name: distinctiveName });
  });

  it('leaves no name, email, phone or IC in any screen, CSV, report or backup; past figures stand', async () => {
    const reportsBefore = await Promise.all(
      reportPaths.map((path) => api.call('GET', path, { token: staff.admin.token })),
    );
    const shownBefore = (await everythingShown()).join('\n');
    expect(shownBefore).toContain(distinctiveName);
    // Mail still waiting in the queue: a reminder to them and their trainer's notice about them.
    const queue = new Queue<EmailJob>(emailQueueName, {
      connection: redis,
      prefix: queuePrefix(portal.settings.redisPrefix),
    });
    const studio = { name: 'Studio', address: '', phone: '' };
    const later = { delay: 60 * 60 * 1000 };
    await queue.add(
      'send',
      {
        to: identity.email,
        studio,
        template: { kind: 'low-balance-customer', customerName: distinctiveName, sessionsLeft: 1 },
      },
      later,
    );
    await queue.add(
      'send',
      {
        to: staff.trainerA.email,
        studio,
        template: {
          kind: 'low-balance-trainer',
          trainerName: staff.trainerA.name,
          customerName: distinctiveName,
          sessionsLeft: 1,
        },
      },
      later,
    );
    expect(await redisText()).toContain(identity.email);

    const erased = await erase(staff.admin.token, `  ${distinctiveName} `);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body).toEqual({ erased: true });

    // Their own sessions ended with their account.
    expect((await api.call('GET', '/api/me/customer', { token: customer.token })).status).toBe(401);
    const shownAfter = await everythingShown();
    const { stdout: backup } = await run(
      'pg_dump',
      ['--data-only', '--inserts', '--dbname', portal.settings.databaseUrl],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    expect(await sentMailsTo(redis, portal.settings.redisPrefix, identity.email)).toEqual([]);
    // The lead keeps its funnel figures (stage, source, times) without the person or their health.
    const [leadAfter] = await sql(
      `SELECT stage, name, parq, health_flag, utm_source,
              (SELECT count(*)::int FROM customer.lead_notes WHERE lead_id = $1) AS notes
         FROM customer.leads WHERE id = $1`,
      [lead!.id],
    );
    expect(leadAfter).toEqual({
      stage: 'converted',
      name: 'Erased customer',
      parq: [false, false, false, false, false, false, false],
      health_flag: false,
      utm_source: 'instagram',
      notes: 0,
    });
    expect(await queue.getJobCounts('delayed')).toMatchObject({ delayed: 0 });
    for (const text of [...shownAfter, backup, await redisText()]) {
      for (const [what, value] of Object.entries(identity))
        expect(text.includes(value), `${what} still in ${text.slice(0, 200)}`).toBe(false);
    }
    const record = (
      await api.call('GET', `/api/customers/${customer.customerId}`, { token: staff.admin.token })
    ).body;
    expect(record).toMatchObject({ name: 'Erased customer', email: '', phone: '', ic: '' });

    const reportsAfter = await Promise.all(
      reportPaths.map((path) => api.call('GET', path, { token: staff.admin.token })),
    );
    expect(reportsAfter.map((answer) => pastFigures(answer.body))).toEqual(
      reportsBefore.map((answer) => pastFigures(answer.body)),
    );
  });
});
