import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { ApiClient, errorMessageOf } from '../src/api-client.js';
import { ProcessPortal } from '../src/process-portal.js';
import {
  startRedisServer,
  type RedisServerProcess,
} from '@studio/service-kit/testing/redis-server-process';
import { SmtpMailbox } from '../src/smtp-mailbox.js';
import { createStaff, createTrainer, logIn, type Staff, type StaffMember } from '../src/staff.js';

// The portal runs on a Redis of this test's own (killed and restarted here; never the shared one)
// and sends mail to an SMTP server this test takes down and brings back.

let redis: RedisServerProcess;
let mailbox: SmtpMailbox;
let portal: ProcessPortal;
let api: ApiClient;
let staff: Staff;

const forgotPassword = (person: StaffMember) =>
  api.call('POST', '/api/forgot-password', { body: { email: person.email } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  redis = await startRedisServer();
  mailbox = await SmtpMailbox.start();
  portal = await ProcessPortal.create({ redisUrl: redis.url, smtpUrl: mailbox.url });
  portal.setEnv('auth', { MAIL_RELAY_INTERVAL_MS: '500' });
  await portal.start('auth', 'customer', 'training', 'payment', 'mailer', 'bff');
  api = new ApiClient(portal.bffUrl, portal.settings.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
});
afterAll(async () => {
  await portal?.stop();
  await mailbox?.down();
  await redis?.stop();
});

describe('Redis restarts while people are signed in', () => {
  it('answers 503 { error } at once while it is down, and the same sessions work when it is back', async () => {
    const token = staff.trainerA.token;
    expect((await api.call('GET', '/api/profile', { token })).status).toBe(200);

    await redis.kill();
    const started = Date.now();
    const during = await api.call('GET', '/api/profile', { token });
    expect(during.status).toBe(503);
    expect(errorMessageOf(during)).toEqual(expect.any(String));
    expect(Date.now() - started).toBeLessThan(5000);
    const loginDuring = await api.call('POST', '/api/login', {
      body: { email: staff.trainerB.email, password: staff.trainerB.password },
    });
    expect(loginDuring.status).toBe(503);

    await redis.start();
    const after = await waitFor(async () => {
      const answer = await api.call('GET', '/api/profile', { token });
      return answer.status === 503 ? undefined : answer;
    }, 20_000);
    expect(after.status).toBe(200);
    expect((after.body as { email: string }).email).toBe(staff.trainerA.email);
    expect((await api.call('GET', '/api/customers', { token: staff.admin.token })).status).toBe(
      200,
    );
    expect(await logIn(api, staff.trainerB)).toEqual(expect.any(String));
  });
});

describe('reset mail while SMTP and Redis are down', () => {
  it('sends every reset link exactly once after both come back', async () => {
    const people: StaffMember[] = [];
    for (let n = 0; n < 6; n += 1)
      people.push(await createTrainer(api, staff.admin, `Forgetful ${n}`));

    // SMTP down first: these three are queued and their sends fail and back off.
    await mailbox.down();
    for (const person of people.slice(0, 3))
      expect((await forgotPassword(person)).status).toBe(200);
    await sleep(2500);

    // Redis dies with those jobs queued. The BFF counts this call's rate limit in Redis, so while
    // it is down the call is refused at once (503) and the person asks again once it is back.
    await redis.kill();
    for (const person of people.slice(3)) {
      const answer = await forgotPassword(person);
      expect(answer.status).toBe(503);
      expect(errorMessageOf(answer)).toEqual(expect.any(String));
    }
    await redis.start();
    for (const person of people.slice(3)) {
      const statuses: number[] = [];
      await waitFor(async () => {
        statuses.push((await forgotPassword(person)).status);
        return statuses.at(-1) === 200 ? true : undefined;
      }, 20_000).catch((error: Error) => {
        throw new Error(
          `${error.message}; forgot-password answered ${[...new Set(statuses)].join(', ')}`,
        );
      });
    }

    await sleep(2000);
    expect(mailbox.received).toHaveLength(0);
    await mailbox.up();

    await waitFor(
      () => (people.every((person) => mailbox.to(person.email).length > 0) ? true : undefined),
      60_000,
    );
    await sleep(3000);
    for (const person of people) {
      const mails = mailbox.to(person.email);
      expect(mails, person.email).toHaveLength(1);
      expect(mails[0]!.raw).toContain('/reset-password/');
    }
  });
});
