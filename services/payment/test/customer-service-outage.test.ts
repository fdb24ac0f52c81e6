import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createWorkerRedis } from '@studio/service-kit/redis';
import { createDatabase } from '@studio/service-kit/database';
import { createServiceClient } from '@studio/service-kit/service-client';
import { newTrainer } from '@studio/service-kit/testing/staff-identity';
import { paymentSchema } from '../src/context.js';
import { creditCustomer } from '../src/ledger/credit-customer.js';
import { createLedgerQueue } from '../src/ledger/ledger-queue.js';
import { startLedgerWorker, type LedgerWorker } from '../src/ledger/ledger-worker.js';
import {
  identityHeaders,
  internalTokenSecret,
  startPaymentHarness,
  type PaymentHarness,
} from './payment-test-harness.js';

let harness: PaymentHarness;
let worker: LedgerWorker;
let shutdownWorker: () => Promise<void>;
const trainer = newTrainer('Tara Trainer');
const intruder = newTrainer('Ivan Intruder');

beforeAll(async () => {
  harness = await startPaymentHarness();
  const { config } = harness;
  const connection = createWorkerRedis(config.redisUrl);
  const queue = createLedgerQueue(config.redisUrl, config.redisPrefix, config.ledgerRetryDelayMs);
  const sequelize = createDatabase({ url: config.databaseUrl, schema: paymentSchema });
  worker = startLedgerWorker({
    deps: {
      sequelize,
      callService: createServiceClient({ serviceName: 'payment', secret: internalTokenSecret }),
      customerUrl: config.customerUrl,
    },
    queue,
    connection,
    redisPrefix: config.redisPrefix,
    sweepIntervalMs: config.outboxSweepIntervalMs,
    logger: pino({ level: 'silent' }),
  });
  shutdownWorker = async () => {
    await worker.close();
    await queue.closeAll();
    await sequelize.close();
    connection.disconnect();
  };
});

afterAll(async () => {
  await shutdownWorker?.();
  await harness?.close();
});

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('keeps payments taken while the customer service is down, credits the right one once when it is back, refuses a forged one', async () => {
  const customerId = await harness.customers.addCustomer(trainer, 'Outage Customer');
  await harness.customers.stop();

  const response = await harness.payments.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...(await identityHeaders(trainer)), 'idempotency-key': randomUUID() },
    payload: {
      amountPaid: 600,
      numOfTrainingsPaidFor: 10,
      customerID: customerId,
      trainerID: trainer.userId,
    },
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ status: 'pending', trainerID: trainer.userId });
  const paymentId: string = response.json()._id;

  // Another trainer cannot be checked while the service is down either: the payment is kept for now.
  const forged = await harness.payments.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...(await identityHeaders(intruder)), 'idempotency-key': randomUUID() },
    payload: { amountPaid: 60, numOfTrainingsPaidFor: 50, customerID: customerId },
  });
  expect(forged.json()).toMatchObject({ status: 'pending', trainerID: intruder.userId });

  // Let a few retries fail against the stopped service.
  await waitFor(
    () =>
      harness.query<{ attempts: number }>(
        'SELECT attempts FROM ledger_outbox WHERE payment_id = $1',
        [paymentId],
      ),
    ([row]) => (row?.attempts ?? 0) >= 2,
  );

  await harness.customers.start();
  const [payment] = await waitFor(
    () =>
      harness.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [paymentId]),
    ([row]) => row?.status === 'credited',
  );
  expect(payment?.status).toBe('credited');
  expect(await harness.customers.customer(trainer, customerId)).toMatchObject({
    numOfTrainings: 10,
    paymentHistory: [{ amountPaid: 600 }],
  });

  // Once the owner can be checked, the other trainer's payment is refused and never credited or listed.
  const [refused] = await waitFor(
    () =>
      harness.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [
        forged.json()._id,
      ]),
    ([row]) => row?.status === 'rejected',
  );
  expect(refused?.status).toBe('rejected');
  const intrudersList = await harness.payments.inject({
    method: 'GET',
    url: '/api/payments',
    headers: await identityHeaders(intruder),
  });
  expect(intrudersList.json()).toEqual([]);

  // Another sweep and another delivery of the same credit change nothing.
  await worker.sweep();
  const sequelize = createDatabase({ url: harness.config.databaseUrl, schema: paymentSchema });
  const outcome = await creditCustomer(
    {
      sequelize,
      callService: createServiceClient({ serviceName: 'payment', secret: internalTokenSecret }),
      customerUrl: harness.customers.url,
    },
    paymentId,
  );
  await sequelize.close();
  expect(outcome).toBe('already-settled');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect((await harness.customers.customer(trainer, customerId))?.numOfTrainings).toBe(10);
});
