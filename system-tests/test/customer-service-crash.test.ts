import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { ApiClient } from '../src/api-client.js';
import { FaultProxy, type ProxiedRequest } from '../src/fault-proxy.js';
import { ProcessPortal } from '../src/process-portal.js';
import { createStaff, type Staff } from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

// The customer service is killed (SIGKILL) at the worst moments of a cross-service write: before it
// gets a ledger command, and after it has applied one but before the caller hears the answer.
// The payment and training services reach it through a fault proxy that does the killing.

let portal: ProcessPortal;
let ledgerProxy: FaultProxy;
let api: ApiClient;
let staff: Staff;
let data: StudioData;
let db: pg.Client;

const isLedgerCommand = (request: ProxiedRequest) =>
  request.method === 'POST' && /^\/internal\/customers\/[^/]+\/ledger$/.test(request.url);

/** Kills the customer service when the first ledger command has been applied, and loses its answer. */
function killAfterLedgerApplied(): Promise<void> {
  return new Promise((killed) => {
    ledgerProxy.rules = {
      afterAnswer: async (request) => {
        if (!isLedgerCommand(request)) return 'relay';
        ledgerProxy.rules = {};
        await portal.kill('customer');
        killed();
        return 'drop';
      },
    };
  });
}

/** Kills the customer service just before the first ledger command would reach it. */
function killBeforeLedgerCommand(): Promise<void> {
  return new Promise((killed) => {
    ledgerProxy.rules = {
      beforeForward: async (request) => {
        if (!isLedgerCommand(request)) return;
        ledgerProxy.rules = {};
        await portal.kill('customer');
        killed();
      },
    };
  });
}

async function customerAsAdmin(id: string) {
  const answer = await api.call('GET', `/api/customers/${id}`, { token: staff.admin.token });
  return answer.status === 200
    ? (answer.body as { numOfTrainings: number; paymentHistory: unknown[] })
    : undefined;
}

async function ledgerEntriesFor(sourceId: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    'SELECT count(*) FROM customer.ledger_entries WHERE source_id = $1',
    [sourceId],
  );
  return Number(rows[0]!.count);
}

/** Waits until the customer has `sessions` left, then makes sure it stays so (no late second credit). */
async function expectBalanceSettlesAt(customerId: string, sessions: number) {
  await waitFor(
    async () =>
      (await customerAsAdmin(customerId))?.numOfTrainings === sessions ? true : undefined,
    75_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect((await customerAsAdmin(customerId))?.numOfTrainings).toBe(sessions);
}

async function pay(
  customerID: string,
  sessions: number,
  key = `crash-${randomBytes(8).toString('hex')}`,
) {
  const answer = await api.call('POST', '/api/payments', {
    token: staff.trainerA.token,
    body: { customerID, amountPaid: sessions * 90, numOfTrainingsPaidFor: sessions },
    headers: { 'Idempotency-Key': key },
  });
  return { answer, key, payment: answer.body as { _id: string; status: string } };
}

beforeAll(async () => {
  portal = await ProcessPortal.create();
  ledgerProxy = await FaultProxy.start(portal.serviceUrl('customer'));
  const fastRetries = { LEDGER_RETRY_DELAY_MS: '300', OUTBOX_SWEEP_INTERVAL_MS: '1000' };
  portal.setEnv('payment', { CUSTOMER_URL: ledgerProxy.url, ...fastRetries });
  portal.setEnv('payment-worker', { CUSTOMER_URL: ledgerProxy.url, ...fastRetries });
  portal.setEnv('training', { CUSTOMER_URL: ledgerProxy.url });
  portal.setEnv('training-worker', { CUSTOMER_URL: ledgerProxy.url });
  await portal.start(
    'auth',
    'customer',
    'training',
    'payment',
    'payment-worker',
    'training-worker',
    'bff',
  );
  api = new ApiClient(portal.bffUrl, portal.settings.publicBaseUrl);
  staff = await createStaff(api);
  data = new StudioData(api, staff);
  db = new pg.Client({ connectionString: portal.settings.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await portal?.stop();
  await ledgerProxy?.close();
});

// Retries back off exponentially (2 s, 4 s, 8 s, 16 s...): on a busy machine the restarted service
// may only be reached by the fourth or fifth attempt.
describe('the customer service dies in the middle of a payment', { timeout: 150_000 }, () => {
  it('after applying the credit but before answering: the payment is kept and credited once', async () => {
    const customerId = await data.customerOf(staff.trainerA);
    const killed = killAfterLedgerApplied();

    const { answer, key, payment } = await pay(customerId, 10);
    await killed;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);

    await portal.start('customer');
    await expectBalanceSettlesAt(customerId, 10);
    expect((await customerAsAdmin(customerId))?.paymentHistory).toHaveLength(1);
    expect(await ledgerEntriesFor(payment._id)).toBe(1);

    const repeated = await pay(customerId, 10, key);
    expect(repeated.answer.status).toBe(201);
    expect(repeated.payment._id).toBe(payment._id);
    // The credit was applied before the kill, so the balance is right at once; the payment reads
    // credited once the worker's retry, backing off meanwhile, reaches the restarted service.
    const listedEntries = async () => {
      const listed = await api.call('GET', '/api/payments', { token: staff.trainerA.token });
      return (listed.body as { _id: string; status: string }[]).filter(
        (entry) => entry._id === payment._id,
      );
    };
    await waitFor(
      async () => ((await listedEntries())[0]?.status === 'credited' ? true : undefined),
      75_000,
    );
    expect(await listedEntries()).toEqual([expect.objectContaining({ status: 'credited' })]);
    await expectBalanceSettlesAt(customerId, 10);
  });

  it('before the credit reaches it: the payment is recorded as pending and credited once it is back', async () => {
    const customerId = await data.customerOf(staff.trainerA);
    const killed = killBeforeLedgerCommand();

    const { answer, payment } = await pay(customerId, 5);
    await killed;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(payment.status).toBe('pending');
    expect(await ledgerEntriesFor(payment._id)).toBe(0);

    await portal.start('customer');
    await expectBalanceSettlesAt(customerId, 5);
    expect(await ledgerEntriesFor(payment._id)).toBe(1);
  });
});

describe('the customer service dies in the middle of a claim', { timeout: 150_000 }, () => {
  it('after applying the debit but before answering: the training is completed and debited once', async () => {
    const customerId = await data.customerOf(staff.trainerA);
    await data.paymentFor(customerId, 3);
    await expectBalanceSettlesAt(customerId, 3);
    const trainingId = await data.trainingFor(customerId, 'past');
    const killed = killAfterLedgerApplied();

    const claim = await api.call('POST', `/api/claimtraining/${trainingId}`, {
      token: staff.trainerA.token,
      body: { status: 'completed' },
    });
    await killed;
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    expect((claim.body as { status: string }).status).toBe('completed');

    await portal.start('customer');
    await expectBalanceSettlesAt(customerId, 2);
    expect(await ledgerEntriesFor(trainingId)).toBe(1);

    const again = await api.call('POST', `/api/claimtraining/${trainingId}`, {
      token: staff.trainerA.token,
      body: { status: 'completed' },
    });
    expect(again.status).toBe(409);
    await expectBalanceSettlesAt(customerId, 2);
  });

  it('before the debit reaches it: the claim stands and the debit arrives once it is back', async () => {
    const customerId = await data.customerOf(staff.trainerA);
    const trainingId = await data.trainingFor(customerId, 'past');
    const killed = killBeforeLedgerCommand();

    const claim = await api.call('POST', `/api/claimtraining/${trainingId}`, {
      token: staff.trainerA.token,
      body: { status: 'completed' },
    });
    await killed;
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);

    await portal.start('customer');
    await expectBalanceSettlesAt(customerId, -1);
    expect(await ledgerEntriesFor(trainingId)).toBe(1);
  });
});
