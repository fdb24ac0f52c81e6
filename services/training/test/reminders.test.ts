import { startMailDelivery } from '@studio/mailer/dist/testing/mail-delivery.js';
import type { Training } from '@studio/contracts/training';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { deleteRedisKeys, testRedisUrl } from '@studio/service-kit/testing/redis';
import { chosenSettings } from '@studio/service-kit/testing/settings-reader';
import type { Staff } from '@studio/service-kit/testing/staff-identity';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { bullPrefix } from '../src/jobs/bull-prefix.js';
import { reminderJobId, reminderQueueName } from '../src/reminders/reminder-queue.js';
import { as, TrainingTestServices } from './training-test-services.js';

// 10:00 on a Tuesday in Singapore.
const clock = new ManualClock('2026-12-01T02:00:00Z');
const settings = chosenSettings({
  studioName: 'Harbour Fitness',
  address: '9 Marina Way, Singapore 018000',
  reminderLeadHours: 24,
  quietHours: { start: '22:00', end: '08:00' },
});

let services: TrainingTestServices;
let trainer: Staff;
let delivery: Awaited<ReturnType<typeof startMailDelivery>>;
let reminders: ReturnType<TrainingTestServices['startReminders']>;
let smtpDown = false;

beforeAll(async () => {
  services = await TrainingTestServices.start({ withAuth: true, clock, settings });
  trainer = await services.register('Tina Trainer', 'trainer');
  delivery = await startMailDelivery({
    redisUrl: testRedisUrl,
    redisPrefix: services.redisPrefix,
    onRcptTo(_address, _session, callback) {
      if (smtpDown) return callback(Object.assign(new Error('Try later'), { responseCode: 451 }));
      callback();
    },
  });
});
afterAll(async () => {
  await delivery?.close();
  await services?.close();
});

beforeEach(() => {
  clock.set('2026-12-01T02:00:00Z');
  reminders = services.startReminders(clock, settings);
});
afterEach(async () => {
  await reminders.close();
  delivery.inbox.received.length = 0;
});

const hours = (count: number) => new Date(clock.now().getTime() + count * 3_600_000);

async function book(customerId: string, at: Date): Promise<Training> {
  const response = await services.schedule(trainer, {
    customerID: customerId,
    dateOfTraining: at.toISOString(),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Training;
}

async function mailsTo(customerId: string) {
  const [customer] = await services.sql<{ email: string }>(
    'SELECT email FROM customer.customers WHERE id = $1',
    [customerId],
  );
  return (await delivery.mails()).filter((mail) => mail.to.includes(customer!.email));
}

/** Waits long enough for a reminder that should not come to have come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

it('mails a session booked inside the lead time at once: time in Singapore, trainer, address, .ics and unsubscribe', async () => {
  const customer = await services.addCustomer(trainer, 'Casey Lim');
  // 15:30 the same day in Singapore.
  const training = await book(customer, new Date('2026-12-01T07:30:00Z'));

  const [mail] = await waitFor(async () => {
    const mails = await mailsTo(customer);
    return mails.length > 0 ? mails : undefined;
  }, 10_000);
  const { parsed } = mail!;
  expect(parsed.subject).toBe('Reminder: your training on Tuesday, 1 December 2026 at 3:30 pm');
  expect(parsed.text).toContain('Hello Casey Lim,');
  expect(parsed.text).toContain('Trainer: Tina Trainer');
  expect(parsed.text).toContain('Where: 9 Marina Way, Singapore 018000');
  expect(parsed.html).toContain('Harbour Fitness');

  const [invite] = parsed.attachments;
  expect(invite?.filename).toBe('training.ics');
  const ics = invite!.content.toString('utf8');
  expect(ics).toContain('DTSTART:20261201T073000Z');
  expect(ics).toContain(`UID:training-${training._id}@studio-portal`);
  expect(ics).toMatch(/LOCATION:9 Marina Way\\?, Singapore 018000/);

  const unsubscribe = parsed.headerLines
    .find((line) => line.key === 'list-unsubscribe')
    ?.line.replace(/\r\n\s+/g, ' ');
  expect(unsubscribe).toMatch(
    new RegExp(
      `^List-Unsubscribe: <https://studio\\.example/api/unsubscribe/${customer}_[\\w-]+>$`,
    ),
  );
  expect(parsed.text).toMatch(new RegExp(`https://studio\\.example/unsubscribe/${customer}_`));
});

it('sends the reminder lead hours before, follows a reschedule, and sends it once', async () => {
  const customer = await services.addCustomer(trainer, 'Moving Mo');
  // 16:00 on Wednesday in Singapore: reminded at 16:00 on Tuesday.
  const training = await book(customer, new Date('2026-12-02T08:00:00Z'));

  clock.advance({ hours: 5 });
  await reminders.sweep();
  await settle();
  expect(await mailsTo(customer)).toHaveLength(0);

  // Moved to 20:00: its reminder is now due at 20:00 on Tuesday.
  const moved = await services.training.inject({
    method: 'PUT',
    url: `/api/training/${training._id}`,
    headers: await as(trainer),
    payload: { customerID: customer, dateOfTraining: '2026-12-02T12:00:00.000Z' },
  });
  expect(moved.statusCode).toBe(200);
  clock.advance({ hours: 2 });
  await reminders.sweep();
  await settle();
  expect(await mailsTo(customer)).toHaveLength(0);

  clock.set('2026-12-01T12:00:00Z');
  await reminders.sweep();
  const mails = await waitFor(async () => {
    const found = await mailsTo(customer);
    return found.length > 0 ? found : undefined;
  }, 10_000);
  expect(mails[0]!.parsed.subject).toBe(
    'Reminder: your training on Wednesday, 2 December 2026 at 8:00 pm',
  );

  // A second run of the same reminder (a retry after a crash) finds it recorded.
  const queue = new Queue(reminderQueueName, {
    connection: { url: testRedisUrl },
    prefix: bullPrefix(services.redisPrefix),
  });
  await queue.add('remind', { trainingId: training._id, startsAt: '2026-12-02T12:00:00.000Z' });
  await reminders.sweep();
  await settle();
  await queue.close();
  expect(await mailsTo(customer)).toHaveLength(1);
});

it('sends nothing for a deleted session and drops its job', async () => {
  const customer = await services.addCustomer(trainer, 'Gone Gwen');
  const training = await book(customer, hours(30));
  const queue = new Queue(reminderQueueName, {
    connection: { url: testRedisUrl },
    prefix: bullPrefix(services.redisPrefix),
  });
  const jobId = reminderJobId(training._id, hours(30));
  expect(await queue.getJob(jobId)).toBeDefined();

  const deleted = await services.training.inject({
    method: 'DELETE',
    url: `/api/training/${training._id}`,
    headers: await as(trainer),
  });
  expect(deleted.statusCode).toBe(200);
  expect(await queue.getJob(jobId)).toBeUndefined();
  await queue.close();

  clock.advance({ hours: 7 });
  await reminders.sweep();
  await settle();
  expect(await mailsTo(customer)).toHaveLength(0);
});

it('holds a reminder due in the quiet hours until they end', async () => {
  const customer = await services.addCustomer(trainer, 'Night Owl');
  // 22:30 in Singapore; the session is at 10:00 the next morning, inside the lead time.
  clock.set('2026-12-01T14:30:00Z');
  await book(customer, new Date('2026-12-02T02:00:00Z'));
  await reminders.sweep();
  await settle();
  expect(await mailsTo(customer)).toHaveLength(0);

  clock.set('2026-12-01T23:59:00Z');
  await reminders.sweep();
  await settle();
  expect(await mailsTo(customer)).toHaveLength(0);

  // 08:00 in Singapore.
  clock.set('2026-12-02T00:00:00Z');
  await reminders.sweep();
  await waitFor(async () => ((await mailsTo(customer)).length === 1 ? true : undefined), 10_000);
});

it('rebuilds every pending reminder after Redis lost them, and after a worker restart', async () => {
  const customer = await services.addCustomer(trainer, 'Flushed Fay');
  await book(customer, hours(30));
  await deleteRedisKeys(services.redisPrefix);
  await reminders.close();
  reminders = services.startReminders(clock, settings);

  clock.advance({ hours: 6 });
  await reminders.sweep();
  await waitFor(async () => ((await mailsTo(customer)).length === 1 ? true : undefined), 10_000);
});

it('sends nothing, and fails nothing, for a customer without an address or who turned emails off', async () => {
  const withoutEmail = await services.addCustomer(trainer, 'No Mail Nora');
  const optedOut = await services.addCustomer(trainer, 'Opted Out Otto');
  await services.sql("UPDATE customer.customers SET email = '' WHERE id = $1 RETURNING id", [
    withoutEmail,
  ]);
  await services.sql(
    'UPDATE customer.customers SET emails_off_at = now() WHERE id = $1 RETURNING id',
    [optedOut],
  );
  const before = delivery.inbox.received.length;
  await book(withoutEmail, hours(3));
  await book(optedOut, hours(4));
  await reminders.sweep();

  const recorded = await waitFor(async () => {
    const rows = await services.sql<{ message: unknown }>(
      `SELECT message FROM training.mail_outbox
       WHERE subject_id IN (SELECT id::text FROM training.trainings WHERE customer_id = ANY($1::uuid[]))`,
      [[withoutEmail, optedOut]],
    );
    return rows.length === 2 ? rows : undefined;
  }, 10_000);
  expect(recorded.map((row) => row.message)).toEqual([null, null]);
  await settle();
  expect(delivery.inbox.received.length).toBe(before);
});

it('keeps a reminder while the SMTP server is down and sends it once it is back', async () => {
  const customer = await services.addCustomer(trainer, 'Patient Pat');
  smtpDown = true;
  await book(customer, hours(2));
  await settle();
  expect(await mailsTo(customer)).toHaveLength(0);

  smtpDown = false;
  await waitFor(async () => ((await mailsTo(customer)).length === 1 ? true : undefined), 20_000);
  await settle();
  expect(await mailsTo(customer)).toHaveLength(1);
});
