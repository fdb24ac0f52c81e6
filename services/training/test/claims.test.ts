import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Training } from '@studio/contracts/training';
import { createWorkerRedis } from '@studio/service-kit/redis';
import { createServiceClient } from '@studio/service-kit/service-client';
import { createDatabase } from '@studio/service-kit/database';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
import { trainingSchema } from '../src/context.js';
import { LedgerDelivery } from '../src/ledger/delivery.js';
import { createLedgerQueue } from '../src/ledger/queue.js';
import { startLedgerWorker } from '../src/ledger/worker.js';
import { defineLedgerOutboxModel } from '../src/models/ledger-outbox.js';
import { as, hoursFromNow, secret, TrainingTestServices } from './training-test-services.js';

const alice = newTrainer('Alice Trainer');
const admin = newAdmin('Ada Admin');
const dayHours = 24;

let services: TrainingTestServices;
let customer: string;

beforeAll(async () => {
  // A fixed port (this area's range) so the customer service can be stopped and started again.
  services = await TrainingTestServices.start({ customerPort: 4871 });
  customer = await services.addCustomer(alice, 'Carol Customer');
});
afterAll(() => services?.close());

async function scheduled(at: Date, staff = alice): Promise<Training> {
  const response = await services.schedule(staff, {
    customerID: customer,
    dateOfTraining: at.toISOString(),
    allowConflict: true,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function claim(id: string, staff = alice) {
  return services.training.inject({
    method: 'POST',
    url: `/api/claimtraining/${id}`,
    headers: await as(staff),
    payload: { status: 'completed' },
  });
}

async function remove(id: string, staff = alice) {
  return services.training.inject({
    method: 'DELETE',
    url: `/api/training/${id}`,
    headers: await as(staff),
  });
}

async function unclaimed(staff = alice): Promise<Training[]> {
  const response = await services.training.inject({
    method: 'GET',
    url: '/api/unclaimedtraining',
    headers: await as(staff),
  });
  return response.json();
}

describe('claiming', () => {
  it('lists past scheduled trainings as unclaimed, newest first, and not future ones', async () => {
    const older = await scheduled(hoursFromNow(-5 * dayHours));
    const newer = await scheduled(hoursFromNow(-2));
    await scheduled(hoursFromNow(2));
    expect((await unclaimed()).map((t) => t._id)).toEqual([newer._id, older._id]);
  });

  it('takes exactly one session even when the same training is claimed five times at once', async () => {
    const before = await services.sessionsLeft(alice, customer);
    const training = await scheduled(hoursFromNow(-3 * dayHours));
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(training._id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect((winner?.json() as Training).status).toBe('completed');
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      error: 'This training has already been claimed.',
    });
    expect(await services.sessionsLeft(alice, customer)).toBe(before - 1);
    expect((await unclaimed()).some((t) => t._id === training._id)).toBe(false);
  });

  it('gives the session back exactly once when a claimed training is deleted, even twice at once', async () => {
    const training = await scheduled(hoursFromNow(-4 * dayHours));
    expect((await claim(training._id)).statusCode).toBe(200);
    const afterClaim = await services.sessionsLeft(alice, customer);
    const answers = await Promise.all([remove(training._id), remove(training._id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.statusCode === 200)?.json()).toEqual({
      message: 'Success! Training has been deleted.',
    });
    expect(await services.sessionsLeft(alice, customer)).toBe(afterClaim + 1);
  });

  it('does not touch the balance when a scheduled training is deleted', async () => {
    const training = await scheduled(hoursFromNow(-6 * dayHours));
    const before = await services.sessionsLeft(alice, customer);
    expect((await remove(training._id)).statusCode).toBe(200);
    expect(await services.sessionsLeft(alice, customer)).toBe(before);
  });

  it('refuses future trainings, and older than 90 days for trainers but not for admins', async () => {
    const future = await scheduled(hoursFromNow(5));
    expect((await claim(future._id)).json()).toEqual({
      error: 'Only past trainings can be claimed.',
    });

    const old = await scheduled(hoursFromNow(-100 * dayHours));
    const byTrainer = await claim(old._id);
    expect(byTrainer.statusCode).toBe(400);
    expect(byTrainer.json()).toEqual({
      error: 'Trainings older than 90 days can only be claimed by an admin.',
    });
    expect((await claim(old._id, admin)).statusCode).toBe(200);
  });

  it('will not complete a training through an edit', async () => {
    const training = await scheduled(hoursFromNow(-7 * dayHours));
    const response = await services.training.inject({
      method: 'PUT',
      url: `/api/training/${training._id}`,
      headers: await as(alice),
      payload: {
        customerID: customer,
        dateOfTraining: training.dateOfTraining,
        status: 'completed',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Use Claim to mark a training as completed.' });
  });
});

describe('when the customer service is down', () => {
  it('keeps the claim and the ledger queue debits the session once it is back', async () => {
    const training = await scheduled(hoursFromNow(-8 * dayHours));
    const before = await services.sessionsLeft(alice, customer);
    await services.stopCustomer();
    const response = await claim(training._id);
    // Ownership is read from the customer service, so with it down a trainer's claim cannot be checked.
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Customer records cannot be reached right now; please try again shortly.',
    });

    await services.startCustomer(4871);
    expect((await claim(training._id)).statusCode).toBe(200);
    expect(await services.sessionsLeft(alice, customer)).toBe(before - 1);
  });

  it('delivers a debit the request could not, through the outbox and the ledger worker', async () => {
    const training = await scheduled(hoursFromNow(-9 * dayHours));
    const before = await services.sessionsLeft(alice, customer);

    // An admin's claim needs no ownership lookup, so it succeeds while the customer service is down;
    // only the debit has to wait.
    await services.stopCustomer();
    const claimed = await claim(training._id, admin);
    expect(claimed.statusCode).toBe(200);
    await services.startCustomer(4871);
    expect(await services.sessionsLeft(alice, customer)).toBe(before);

    const sequelize = createDatabase({ url: services.config.databaseUrl, schema: trainingSchema });
    const outbox = defineLedgerOutboxModel(sequelize);
    const queue = createLedgerQueue(services.config.redisUrl, services.config.redisPrefix);
    const worker = startLedgerWorker({
      connection: createWorkerRedis(services.config.redisUrl),
      redisPrefix: services.config.redisPrefix,
      queue,
      delivery: new LedgerDelivery({
        outbox,
        callService: createServiceClient({ serviceName: 'training', secret }),
        customerUrl: services.config.customerUrl,
      }),
      sequelize,
      logger: pino({ level: 'silent' }),
    });
    try {
      await expect
        .poll(() => services.sessionsLeft(alice, customer), { timeout: 20_000, interval: 250 })
        .toBe(before - 1);
      // A second delivery of the same command (a retry, a sweep) changes nothing.
      await queue.add(
        'deliver',
        { outboxId: (await outbox.findOne({ where: { sourceId: training._id } }))!.id },
        { jobId: 'again' },
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await services.sessionsLeft(alice, customer)).toBe(before - 1);
    } finally {
      await worker.close();
      await queue.closeAll();
      await sequelize.close();
    }
  });
});
