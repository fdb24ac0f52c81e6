import {
  startMailDelivery,
  type DeliveredMail,
} from '@studio/mailer/dist/testing/mail-delivery.js';
import type { MyTraining } from '@studio/contracts/my-trainings';
import type { Training } from '@studio/contracts/training';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { testRedisUrl } from '@studio/service-kit/testing/redis';
import { chosenSettings } from '@studio/service-kit/testing/settings-reader';
import type { Staff } from '@studio/service-kit/testing/staff-identity';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bullPrefix } from '../src/jobs/bull-prefix.js';
import { reminderJobId, reminderQueueName } from '../src/reminders/reminder-queue.js';
import { reminderDueAt } from '../src/reminders/reminder-time.js';
import { asCustomer } from './customer-identity.js';
import { as, TrainingTestServices } from './training-test-services.js';

// Issue 26's mail rule when staff change a session the customer holds as an `.ics`: one UID per
// session, a move sends it again with a higher SEQUENCE, a delete sends METHOD:CANCEL. Read from
// a real SMTP inbox, as the customer's mail client would.

// 10:00 on Monday 30 November 2026 in Singapore.
const monday = '2026-11-30T02:00:00Z';
const clock = new ManualClock(monday);
const settings = chosenSettings({ allowBookingOnCredit: true });

let services: TrainingTestServices;
let trainer: Staff;
let admin: Staff;
let delivery: Awaited<ReturnType<typeof startMailDelivery>>;
let reminders: ReturnType<TrainingTestServices['startReminders']>;
let queue: Queue;

beforeAll(async () => {
  services = await TrainingTestServices.start({ withAuth: true, clock, settings });
  trainer = await services.register('Tina Trainer', 'trainer');
  admin = await services.register('Ada Admin', 'admin');
  delivery = await startMailDelivery({ redisUrl: testRedisUrl, redisPrefix: services.redisPrefix });
  queue = new Queue(reminderQueueName, {
    connection: { url: testRedisUrl },
    prefix: bullPrefix(services.redisPrefix),
  });
});
afterAll(async () => {
  await queue?.close();
  await delivery?.close();
  await services?.close();
});

beforeEach(async () => {
  clock.set(monday);
  settings.change({
    minNoticeHours: 12,
    selfBooking: 'own-trainer',
    maxSelfBookingsPerDay: 1,
    cancelNoticeHours: 24,
  });
  await services.sql('DELETE FROM trainings');
  await services.sql('DELETE FROM mail_outbox');
  const saved = await services.training.inject({
    method: 'PUT',
    url: `/api/trainers/${trainer.userId}/availability`,
    headers: await as(trainer),
    payload: { weekly: [{ weekday: 3, start: '09:00', end: '12:00' }], overrides: [], timeOff: [] },
  });
  expect(saved.statusCode).toBe(200);
  reminders = services.startReminders(clock, settings);
});
afterEach(async () => {
  await reminders.close();
  delivery.inbox.received.length = 0;
});

async function selfBook(customerId: string, start: string): Promise<MyTraining> {
  const answer = await services.training.inject({
    method: 'POST',
    url: '/api/me/trainings',
    headers: await asCustomer(customerId, 'Casey Customer'),
    payload: { start },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json();
}

async function staffMove(
  staff: Staff,
  trainingId: string,
  change: { customerID: string; dateOfTraining: string; trainerID?: string },
) {
  const answer = await services.training.inject({
    method: 'PUT',
    url: `/api/training/${trainingId}`,
    headers: await as(staff),
    payload: change,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Training;
}

async function emailOf(customerId: string): Promise<string> {
  const [customer] = await services.sql<{ email: string }>(
    'SELECT email FROM customer.customers WHERE id = $1',
    [customerId],
  );
  return customer!.email;
}

/** The customer's mails once `count` have arrived, oldest first. */
async function mailsTo(customerId: string, count: number): Promise<DeliveredMail[]> {
  const email = await emailOf(customerId);
  return waitFor(async () => {
    const mails = (await delivery.mails()).filter((mail) => mail.to.includes(email));
    return mails.length >= count ? mails : undefined;
  }, 15_000);
}

/** Waits long enough for a mail that should not come to have come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

function invite(mail: DeliveredMail | undefined) {
  const attachment = mail?.parsed.attachments.find((file) => file.filename === 'training.ics');
  const ics = attachment?.content.toString('utf8') ?? '';
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics)?.[1]?.trim();
  return {
    uid: field('UID'),
    sequence: field('SEQUENCE'),
    method: field('METHOD'),
    start: field('DTSTART'),
    status: field('STATUS'),
  };
}

async function reminderJob(trainingId: string, startsAt: Date) {
  return queue.getJob(reminderJobId(trainingId, startsAt));
}

describe('staff changing a session the customer booked themselves', () => {
  it('a move sends the same UID with a higher SEQUENCE each time, moves the reminder, and a delete sends METHOD:CANCEL', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    const booked = await selfBook(casey, '2026-12-02T09:00:00+08:00');
    const uid = `training-${booked._id}@studio-portal`;
    const [confirmation] = await mailsTo(casey, 1);
    expect(invite(confirmation)).toMatchObject({ uid, sequence: '0', method: 'PUBLISH' });
    const firstStart = new Date('2026-12-02T01:00:00Z');
    expect(await reminderJob(booked._id, firstStart)).toBeDefined();

    // Staff may move it anywhere (no published hours apply to them): 15:00 the same day.
    const movedTo = new Date('2026-12-02T07:00:00Z');
    await staffMove(trainer, booked._id, {
      customerID: casey,
      dateOfTraining: movedTo.toISOString(),
    });
    const afterMove = await mailsTo(casey, 2);
    expect(afterMove[1]?.parsed.subject).toContain('Moved: your training is now on');
    expect(afterMove[1]?.parsed.text).toContain('moved from Wednesday, 2 December 2026 at 9:00 am');
    expect(invite(afterMove[1])).toEqual({
      uid,
      sequence: '1',
      method: 'PUBLISH',
      start: '20261202T070000Z',
      status: 'CONFIRMED',
    });
    // The reminder moved with it: the old time's job is gone, the new one fires at its due time.
    expect(await reminderJob(booked._id, firstStart)).toBeUndefined();
    const job = await reminderJob(booked._id, movedTo);
    expect(job?.data).toEqual({ trainingId: booked._id, startsAt: movedTo.toISOString() });
    const due = reminderDueAt({
      startsAt: movedTo,
      now: clock.now(),
      settings: await settings.get(),
      timeZone: services.config.businessTimeZone,
    });
    expect(job?.delay).toBe(due!.getTime() - clock.now().getTime());

    // A second move, by an admin: the SEQUENCE rises again.
    await staffMove(admin, booked._id, {
      customerID: casey,
      dateOfTraining: '2026-12-03T07:00:00Z',
    });
    const afterSecondMove = await mailsTo(casey, 3);
    expect(invite(afterSecondMove[2])).toMatchObject({
      uid,
      sequence: '2',
      method: 'PUBLISH',
      start: '20261203T070000Z',
    });

    const removed = await services.remove(admin, booked._id);
    expect(removed.statusCode).toBe(200);
    const afterDelete = await mailsTo(casey, 4);
    expect(afterDelete[3]?.parsed.subject).toContain('Cancelled: your training');
    expect(invite(afterDelete[3])).toMatchObject({
      uid,
      sequence: '3',
      method: 'CANCEL',
      start: '20261203T070000Z',
      status: 'CANCELLED',
    });

    // Staff made the changes: the trainer got the booking's notice and nothing more.
    const trainerMails = await services.sql<{ kind: string }>(
      `SELECT kind FROM mail_outbox WHERE kind = 'self-booking-trainer'`,
    );
    expect(trainerMails).toHaveLength(1);
    await settle();
    expect(await mailsTo(casey, 4)).toHaveLength(4);
  });

  it('a change that neither moves it nor gives it to another customer sends nothing', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    const booked = await selfBook(casey, '2026-12-02T09:00:00+08:00');
    await mailsTo(casey, 1);
    await staffMove(trainer, booked._id, {
      customerID: casey,
      dateOfTraining: '2026-12-02T01:00:00.000Z',
    });
    await settle();
    expect(await mailsTo(casey, 1)).toHaveLength(1);
  });

  it('giving it to another customer cancels it in the first customer’s calendar', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    const dana = await services.addCustomer(trainer, 'Dana Customer');
    const booked = await selfBook(casey, '2026-12-02T09:00:00+08:00');
    await mailsTo(casey, 1);
    await staffMove(trainer, booked._id, {
      customerID: dana,
      dateOfTraining: '2026-12-02T01:00:00.000Z',
    });
    const mails = await mailsTo(casey, 2);
    expect(invite(mails[1])).toMatchObject({
      uid: `training-${booked._id}@studio-portal`,
      sequence: '1',
      method: 'CANCEL',
    });
  });
});

describe('staff changing a session they booked', () => {
  it('sends no calendar mail while the customer holds no .ics of it', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    const created = await services.schedule(trainer, {
      customerID: casey,
      dateOfTraining: '2026-12-04T02:00:00Z',
    });
    expect(created.statusCode).toBe(201);
    const training = created.json() as Training;
    await staffMove(trainer, training._id, {
      customerID: casey,
      dateOfTraining: '2026-12-04T03:00:00Z',
    });
    expect((await services.remove(trainer, training._id)).statusCode).toBe(200);
    await settle();
    const email = await emailOf(casey);
    expect((await delivery.mails()).filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it('once its reminder carried the .ics, a move raises the SEQUENCE and a delete cancels it', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    // 18:00 the same day: inside the 24-hour lead, so the reminder goes at once.
    const created = await services.schedule(trainer, {
      customerID: casey,
      dateOfTraining: '2026-11-30T10:00:00Z',
    });
    expect(created.statusCode).toBe(201);
    const training = created.json() as Training;
    const uid = `training-${training._id}@studio-portal`;
    const [reminder] = await mailsTo(casey, 1);
    expect(reminder?.parsed.subject).toContain('Reminder');
    expect(invite(reminder)).toMatchObject({ uid, sequence: '0' });

    await staffMove(trainer, training._id, {
      customerID: casey,
      dateOfTraining: '2026-12-01T01:00:00Z',
    });
    // The move's mail and the moved session's own reminder (inside the lead time again).
    const afterMove = await mailsTo(casey, 3);
    const moveMail = afterMove.find((mail) => mail.parsed.subject?.startsWith('Moved'));
    expect(invite(moveMail)).toMatchObject({ uid, sequence: '1', start: '20261201T010000Z' });
    const newReminder = afterMove
      .slice(1)
      .find((mail) => mail.parsed.subject?.startsWith('Reminder'));
    expect(invite(newReminder)).toMatchObject({ uid, sequence: '1', start: '20261201T010000Z' });

    expect((await services.remove(trainer, training._id)).statusCode).toBe(200);
    const afterDelete = await mailsTo(casey, 4);
    expect(invite(afterDelete[3])).toMatchObject({ uid, sequence: '2', method: 'CANCEL' });
  });
});

describe('a customer cancelling a session staff booked', () => {
  async function cancelAsCustomer(customerId: string, trainingId: string) {
    const answer = await services.training.inject({
      method: 'POST',
      url: `/api/me/trainings/${trainingId}/cancel`,
      headers: await asCustomer(customerId, 'Casey Customer'),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { late: boolean };
  }

  /** A session at 18:00 today, inside the reminder's lead: its reminder carries the .ics at once. */
  async function sessionWithReminder(customerId: string) {
    const created = await services.schedule(trainer, {
      customerID: customerId,
      dateOfTraining: '2026-11-30T10:00:00Z',
    });
    expect(created.statusCode).toBe(201);
    const training = created.json() as Training;
    const [reminder] = await mailsTo(customerId, 1);
    expect(invite(reminder)).toMatchObject({
      uid: `training-${training._id}@studio-portal`,
      sequence: '0',
      method: 'PUBLISH',
    });
    return training;
  }

  it.each([
    { when: 'in time', cancelNoticeHours: 2, late: false },
    { when: 'late', cancelNoticeHours: 24, late: true },
  ])(
    'cancelling it $when after its reminder carried the .ics sends METHOD:CANCEL with a higher SEQUENCE',
    async ({ cancelNoticeHours, late }) => {
      settings.change({ cancelNoticeHours });
      const casey = await services.addCustomer(trainer, 'Casey Customer');
      const training = await sessionWithReminder(casey);
      expect((await cancelAsCustomer(casey, training._id)).late).toBe(late);
      const mails = await mailsTo(casey, 2);
      expect(mails[1]?.parsed.subject).toContain('Cancelled: your training');
      expect(invite(mails[1])).toEqual({
        uid: `training-${training._id}@studio-portal`,
        sequence: '1',
        method: 'CANCEL',
        start: '20261130T100000Z',
        status: 'CANCELLED',
      });
      await settle();
      expect(await mailsTo(casey, 2)).toHaveLength(2);
    },
  );

  it('sends no calendar mail while the customer holds no .ics of it', async () => {
    settings.change({ cancelNoticeHours: 2 });
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    // Next week: its reminder is not due yet, so no .ics went out.
    const created = await services.schedule(trainer, {
      customerID: casey,
      dateOfTraining: '2026-12-07T02:00:00Z',
    });
    expect(created.statusCode).toBe(201);
    await cancelAsCustomer(casey, (created.json() as Training)._id);
    await settle();
    const email = await emailOf(casey);
    expect((await delivery.mails()).filter((mail) => mail.to.includes(email))).toEqual([]);
  });
});
