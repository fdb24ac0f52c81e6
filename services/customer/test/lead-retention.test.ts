import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '@studio/contracts/leads';
import { createDatabase } from '@studio/service-kit/database';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { newAdmin, newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import type { TestDatabase } from '@studio/service-kit/testing/database';
import type { ServiceApp } from '@studio/service-kit/app';
import { customerSchema } from '../src/context.js';
import { customerBullPrefix } from '../src/packages/start-package-expiry.js';
import { insertLead, type NewLead } from '../src/store/leads.js';
import { forgetExpiredLeads } from '../src/trial/lead-retention.js';
import { leadRetentionQueueName } from '../src/trial/start-lead-retention.js';
import {
  createCustomerDatabase,
  customerConfig,
  identityHeaders,
  selectCustomerRows,
  startCustomerApp,
  validCustomer,
} from './customer-test-app.js';

// The trial page's PDPA notice: "If you do not join, we delete your details 12 months after your
// trial". The clock is moved, never waited for.

const admin = newAdmin('Ada Admin');
const trainer = newTrainer('Tina Trainer');
const erasedName = 'Erased customer';

let phoneNumber = 92000000;
function leadAt(changes: Partial<NewLead> = {}): NewLead {
  phoneNumber += 1;
  return {
    name: 'Lina Lead',
    email: `retained${phoneNumber}@example.com`,
    phone: String(phoneNumber),
    goal: 'weight loss',
    heardFrom: 'Instagram',
    parq: [false, true, false, false, false, false, false],
    doctorClearance: true,
    termsVersion: 'terms-2026-12',
    pdpaVersion: 'pdpa-2026-12',
    utm: { source: 'instagram', medium: 'social', campaign: 'december' },
    referrer: 'https://www.instagram.com/',
    trainerId: trainer.userId,
    sessionId: null,
    sessionStart: null,
    holdExpiresAt: null,
    paymentReference: null,
    ...changes,
  };
}

async function leadSeenBy(app: ServiceApp, staff: Staff, id: string): Promise<Lead> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/leads/${id}`,
    headers: await identityHeaders(staff),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Lead>();
}

/** A Redis prefix of its own: a retention job queued by another test's service stays there. */
const ownRedisPrefix = () => `test-lead-retention-${randomUUID()}:`;

async function forgetSchedulesOf(redisPrefix: string): Promise<void> {
  const connection = new Redis('redis://127.0.0.1:6379');
  const queue = new Queue(leadRetentionQueueName, {
    connection,
    prefix: customerBullPrefix(redisPrefix),
  });
  await queue.obliterate({ force: true });
  await queue.close();
  connection.disconnect();
}

describe('leads kept no longer than the PDPA notice says', () => {
  const clock = new ManualClock('2026-12-07T02:00:00Z');
  const redisPrefix = ownRedisPrefix();
  const service = {} as { app: ServiceApp; databaseUrl: string };
  let database: TestDatabase;
  let sequelize: Sequelize;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createCustomerDatabase();
    service.databaseUrl = database.url;
    service.app = await startCustomerApp(customerConfig(database.url, { redisPrefix }), { clock });
    sequelize = createDatabase({ url: service.databaseUrl, schema: customerSchema });
    const trialOn = new Date('2026-12-10T01:00:00Z');
    ids.trialDone = await insertLead(sequelize, leadAt({ sessionStart: trialOn }), clock.now());
    ids.noTime = await insertLead(sequelize, leadAt({ name: 'Nadia No Time' }), clock.now());
    ids.laterTrial = await insertLead(
      sequelize,
      leadAt({ name: 'Lara Later', sessionStart: new Date('2027-03-01T01:00:00Z') }),
      clock.now(),
    );
    const joiner = leadAt({ name: 'Joan Joined', sessionStart: trialOn });
    ids.joined = await insertLead(sequelize, joiner, clock.now());
    const added = await service.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: await identityHeaders(trainer),
      payload: { ...validCustomer, name: 'Joan Joined', email: joiner.email },
    });
    expect(added.statusCode, added.body).toBe(201);
    await service.app.inject({
      method: 'PATCH',
      url: `/api/leads/${ids.trialDone}`,
      headers: await identityHeaders(admin),
      payload: { note: 'Knee surgery in 2024' },
    });
  });
  afterAll(async () => {
    await sequelize.close();
    await service.app.close();
    await forgetSchedulesOf(redisPrefix);
    await database.drop();
  });

  it('keeps every lead until 12 months after the trial', async () => {
    clock.set(new Date('2027-12-10T00:59:00Z'));
    expect(await forgetExpiredLeads({ sequelize, clock })).toBe(1);
    // Only the request with no time held, made on 7 Dec 2026, is past its 12 months.
    expect((await leadSeenBy(service.app, admin, ids.noTime!)).name).toBe(erasedName);
    const kept = await leadSeenBy(service.app, admin, ids.trialDone!);
    expect(kept).toMatchObject({ name: 'Lina Lead', healthFlag: true });
    expect(kept.notes).toHaveLength(1);
  });

  it('then forgets who they were, their health answers and notes, and keeps the funnel figures', async () => {
    clock.set(new Date('2027-12-10T01:01:00Z'));
    expect(await forgetExpiredLeads({ sequelize, clock })).toBe(1);
    const forgotten = await leadSeenBy(service.app, admin, ids.trialDone!);
    expect(forgotten).toMatchObject({
      name: erasedName,
      email: '',
      phone: '',
      heardFrom: null,
      referrer: null,
      parq: [false, false, false, false, false, false, false],
      healthFlag: false,
      doctorClearance: null,
      notes: [],
      stage: 'new',
      trainerId: trainer.userId,
      utm: { source: 'instagram', medium: 'social', campaign: 'december' },
    });
    const audit = await selectCustomerRows<{ action: string; details: object }>(
      service.databaseUrl,
      'SELECT action, details FROM audit_entries WHERE customer_id = $1',
      [ids.trialDone],
    );
    expect(audit).toEqual([{ action: 'lead.forget', details: { afterMonths: 12 } }]);
    // A lead whose trial is later, and one who joined (a customer with their email), stay.
    expect((await leadSeenBy(service.app, admin, ids.laterTrial!)).name).toBe('Lara Later');
    expect((await leadSeenBy(service.app, admin, ids.joined!)).name).toBe('Joan Joined');
    // Nothing is taken twice.
    clock.set(new Date('2028-01-01T00:00:00Z'));
    expect(await forgetExpiredLeads({ sequelize, clock })).toBe(0);
    clock.set(new Date('2028-03-01T01:01:00Z'));
    expect(await forgetExpiredLeads({ sequelize, clock })).toBe(1);
    expect((await leadSeenBy(service.app, admin, ids.joined!)).name).toBe('Joan Joined');
  });
});

describe('the retention job', () => {
  const redisPrefix = ownRedisPrefix();
  const prefix = customerBullPrefix(redisPrefix);
  let database: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    database = await createCustomerDatabase();
    sequelize = createDatabase({ url: database.url, schema: customerSchema });
  });
  afterAll(async () => {
    await sequelize.close();
    await forgetSchedulesOf(redisPrefix);
    await database.drop();
  });

  async function schedules() {
    const connection = new Redis('redis://127.0.0.1:6379');
    const queue = new Queue(leadRetentionQueueName, { connection, prefix });
    try {
      return (await queue.getJobSchedulers()).map((scheduler) => scheduler.every);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  }

  it('runs on its schedule in the service, which a restart keeps (one schedule for two processes)', async () => {
    const clock = new ManualClock('2028-01-10T00:00:00Z');
    const config = customerConfig(database.url, { redisPrefix, leadRetentionIntervalMs: 1000 });
    const expired = await insertLead(
      sequelize,
      leadAt({ sessionStart: new Date('2026-12-01T01:00:00Z') }),
      new Date('2026-11-30T00:00:00Z'),
    );
    const first = await startCustomerApp(config, { clock });
    const second = await startCustomerApp(config, { clock });
    try {
      await expect
        .poll(async () => (await leadSeenBy(first, admin, expired)).name, { timeout: 15_000 })
        .toBe(erasedName);
      expect(await schedules()).toEqual([1000]);
    } finally {
      await first.close();
      await second.close();
    }
    // Stopped, the schedule is still there; a process started later runs it again.
    expect(await schedules()).toEqual([1000]);
    const later = await insertLead(
      sequelize,
      leadAt({ sessionStart: new Date('2026-12-02T01:00:00Z') }),
      new Date('2026-11-30T00:00:00Z'),
    );
    const restarted = await startCustomerApp(config, { clock });
    try {
      await expect
        .poll(async () => (await leadSeenBy(restarted, admin, later)).name, { timeout: 15_000 })
        .toBe(erasedName);
    } finally {
      await restarted.close();
    }
  });
});
