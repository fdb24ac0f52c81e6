import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { defaultRestartPolicy } from '@studio/local-runner/restart-policy';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { ApiClient, type ApiResponse } from '../src/api-client.js';
import { startLocalRunnerStack, type LocalRunnerStack } from '../src/local-runner-stack.js';
import { SmtpMailbox } from '../src/smtp-mailbox.js';
import { createStaff, type Staff } from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

// `npm start` as a studio runs it, with each of its processes killed (SIGKILL: a crash) in turn:
// the runner restarts it, the rest keeps serving, and nothing the studio entered is lost.

const recoveryLimitMs = 30_000;
const processesOfNpmStart = [
  'auth',
  'customer',
  'training',
  'payment',
  'payment-worker',
  'training-worker',
  'mailer',
  'bff',
] as const;

let database: TestDatabase;
let dataDir: string;
let mailbox: SmtpMailbox;
let stack: LocalRunnerStack;
let api: ApiClient;
let staff: Staff;
let data: StudioData;
const redisPrefix = randomRedisPrefix();

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-supervision-'));
  mailbox = await SmtpMailbox.start();
  stack = await startLocalRunnerStack({
    databaseUrl: database.url,
    redisUrl: testRedisUrl,
    redisPrefix,
    dataDir,
    smtpUrl: mailbox.url,
    // npm start's policy, but a first restart after 1.5 s instead of 0.5 s: long enough that the
    // payment below is surely taken while the customer service is down, even on a busy machine.
    restartPolicy: { ...defaultRestartPolicy, initialBackoffMs: 1500 },
    label: 'supervised-restarts',
  });
  api = new ApiClient(stack.url, stack.url);
  staff = await createStaff(api);
  data = new StudioData(api, staff);
  const customerID = await data.customerOf(staff.trainerA);
  await data.trainingFor(customerID, 'future');
  await data.trainingFor(customerID, 'past');
  await data.paymentFor(customerID, 5);
  await waitFor(async () =>
    (await customerOf(customerID)).numOfTrainings === 5 ? true : undefined,
  );
});

afterAll(async () => {
  await stack?.stop();
  await mailbox?.down();
  await database?.drop();
  await deleteRedisKeys(redisPrefix);
  if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
});

const asAdmin = (method: string, url: string, body?: unknown) =>
  api.call(method, url, { token: staff.admin.token, body, timeoutMs: 5000 });

async function customerOf(id: string) {
  const answer = await asAdmin('GET', `/api/customers/${id}`);
  if (answer.status !== 200) throw new Error(`GET customer answered ${answer.status}`);
  return answer.body as { numOfTrainings: number; paymentHistory: unknown[] };
}

/** What the studio has entered, as the staff screens read it. */
async function studioRecords() {
  const [customers, trainings, payments] = await Promise.all(
    ['/api/customers', '/api/training', '/api/payments'].map((url) => asAdmin('GET', url)),
  );
  return { customers: customers!.body, trainings: trainings!.body, payments: payments!.body };
}

/** True when the pages and every area of the API answer as usual. */
async function portalServes(): Promise<boolean> {
  try {
    const page = await fetch(`${stack.url}/`, { signal: AbortSignal.timeout(5000) });
    await page.body?.cancel();
    if (page.status !== 200) return false;
    const answers = await Promise.all(
      ['/api/profile', '/api/customers', '/api/training', '/api/payments'].map((url) =>
        asAdmin('GET', url),
      ),
    );
    return answers.every((answer) => answer.status === 200);
  } catch {
    return false;
  }
}

/** How often the runner has logged that the process serves again after a restart. */
async function timesServingAgain(name: string): Promise<number> {
  const log = await fsp.readFile(stack.logFile, 'utf8');
  return log.split('\n').filter((line) => line.startsWith(`[runner] ${name} is serving again`))
    .length;
}

/** Kills the process as a crash would and returns when the runner has a new one serving. */
async function crash(name: string): Promise<{ recoveredInMs: number }> {
  const pid = stack.pidOf(name);
  if (pid === undefined) throw new Error(`${name} is not running`);
  const restartsBefore = await timesServingAgain(name);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  await waitFor(async () => {
    const current = stack.pidOf(name);
    const restarted = current !== undefined && current !== pid;
    return restarted && (await timesServingAgain(name)) > restartsBefore && (await portalServes())
      ? true
      : undefined;
  }, recoveryLimitMs + 5000);
  return { recoveredInMs: Date.now() - killedAt };
}

/** Calls `url` until it answers 200, keeping every other answer seen meanwhile. */
async function answersUntilServing(url: string): Promise<ApiResponse[]> {
  const seen: ApiResponse[] = [];
  await waitFor(async () => {
    const answer = await asAdmin('GET', url).catch(() => undefined);
    if (answer?.status === 200) return true;
    if (answer) seen.push(answer);
    return undefined;
  }, recoveryLimitMs);
  return seen;
}

describe('npm start when one of its processes crashes', () => {
  it.each(processesOfNpmStart)(
    'restarts %s within 30 s while the rest keeps serving, and loses nothing',
    async (name) => {
      const before = await studioRecords();

      const { recoveredInMs } = await crash(name);

      expect(recoveredInMs).toBeLessThan(recoveryLimitMs);
      expect(await studioRecords()).toEqual(before);
      const log = await fsp.readFile(stack.logFile, 'utf8');
      expect(log).toContain(`[runner] ${name} stopped (killed by SIGKILL); restart attempt 1 in`);
      expect(log).toMatch(new RegExp(`\\[runner\\] ${name} is serving again \\(pid \\d+\\)`));
    },
  );

  it('answers a clear 503 for the area of a restarting service while the other areas serve', async () => {
    const pid = stack.pidOf('customer')!;
    process.kill(pid, 'SIGKILL');
    const otherArea = await asAdmin('GET', '/api/training');
    const seen = await answersUntilServing('/api/customers');

    expect(otherArea.status).toBe(200);
    expect(seen.find((answer) => answer.status === 503)?.body).toEqual({
      error: 'The customer service is restarting. Please try again in a few seconds.',
    });
  });

  it('answers every /api call with a clear 503 while the BFF restarts, and pages still load', async () => {
    process.kill(stack.pidOf('bff')!, 'SIGKILL');
    const page = await fetch(`${stack.url}/login`);
    const seen = await answersUntilServing('/api/profile');

    expect(page.status).toBe(200);
    expect(seen.find((answer) => answer.status === 503)?.body).toEqual({
      error: "The portal's API is restarting. Please try again in a few seconds.",
    });
  });

  it('sends mail again once the mail worker is back', async () => {
    await crash('mailer');
    const forgot = await api.call('POST', '/api/forgot-password', {
      body: { email: staff.trainerB.email },
    });
    expect(forgot.status).toBe(200);
    await waitFor(() => (mailbox.to(staff.trainerB.email).length > 0 ? true : undefined), 30_000);
  });

  it('credits a payment taken while the customer service and the payment worker were down, once', async () => {
    const customerID = await data.customerOf(staff.trainerA);
    const key = `in-flight-${randomBytes(6).toString('hex')}`;
    const pay = () =>
      api.call('POST', '/api/payments', {
        token: staff.trainerA.token,
        body: { customerID, amountPaid: 900, numOfTrainingsPaidFor: 10 },
        headers: { 'Idempotency-Key': key },
      });
    const customerPid = stack.pidOf('customer')!;
    const workerPid = stack.pidOf('payment-worker')!;
    process.kill(customerPid, 'SIGKILL');
    process.kill(workerPid, 'SIGKILL');

    const taken = await pay();
    const clickedAgain = await pay();

    expect(taken.status).toBe(201);
    expect((taken.body as { status: string }).status).toBe('pending');
    expect((clickedAgain.body as { _id: string })._id).toBe((taken.body as { _id: string })._id);
    await waitFor(async () => {
      const customer = await customerOf(customerID).catch(() => undefined);
      return customer?.numOfTrainings === 10 ? true : undefined;
    }, 60_000);
    expect(stack.pidOf('customer')).not.toBe(customerPid);
    expect(stack.pidOf('payment-worker')).not.toBe(workerPid);
    // Late retries of the credit must not add it again.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const customer = await customerOf(customerID);
    expect(customer.numOfTrainings).toBe(10);
    expect(customer.paymentHistory).toHaveLength(1);
  });

  it('never gave up on a process', () => {
    expect(stack.gaveUp).toEqual([]);
  });
});
