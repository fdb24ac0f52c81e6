import type { Availability, Slots } from '@studio/contracts/availability';
import type { EmailJob } from '@studio/contracts/mail';
import type { MyTraining } from '@studio/contracts/my-trainings';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { testRedisUrl } from '@studio/service-kit/testing/redis';
import { chosenSettings } from '@studio/service-kit/testing/settings-reader';
import { newAdmin, type Staff } from '@studio/service-kit/testing/staff-identity';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { bullPrefix } from '../src/jobs/bull-prefix.js';
import { reminderJobId, reminderQueueName } from '../src/reminders/reminder-queue.js';
import { reminderDueAt } from '../src/reminders/reminder-time.js';
import { asCustomer } from './customer-identity.js';
import { as, TrainingTestServices } from './training-test-services.js';

// 10:00 on Monday 30 November 2026 in Singapore: the Wednesday below is two days ahead.
const monday = '2026-11-30T02:00:00Z';
const clock = new ManualClock(monday);
const settings = chosenSettings({ allowBookingOnCredit: true });
const wednesday = '2026-12-02';
const hours = {
  weekly: [{ weekday: 3, start: '09:00', end: '12:00' }],
  overrides: [],
  timeOff: [],
};

let services: TrainingTestServices;
let trainer: Staff;
let otherTrainer: Staff;
let queue: Queue;

beforeAll(async () => {
  services = await TrainingTestServices.start({ withAuth: true, clock, settings });
  trainer = await services.register('Tina Trainer', 'trainer');
  otherTrainer = await services.register('Otto Other', 'trainer');
  queue = new Queue(reminderQueueName, {
    connection: { url: testRedisUrl },
    prefix: bullPrefix(services.redisPrefix),
  });
});
afterAll(async () => {
  await queue?.close();
  await services?.close();
});

beforeEach(async () => {
  clock.set(monday);
  settings.change({
    minNoticeHours: 12,
    allowBookingOnCredit: true,
    selfBooking: 'own-trainer',
    maxSelfBookingsPerDay: 1,
    bufferMinutes: 0,
  });
  await services.sql('DELETE FROM trainings');
  await services.sql('DELETE FROM mail_outbox');
  await saveHours(trainer, trainer.userId, hours);
});

async function saveHours(caller: Staff, trainerId: string, body: unknown) {
  return services.training.inject({
    method: 'PUT',
    url: `/api/trainers/${trainerId}/availability`,
    headers: await as(caller),
    payload: body,
  });
}

async function readHours(caller: Staff, trainerId: string) {
  return services.training.inject({
    method: 'GET',
    url: `/api/trainers/${trainerId}/availability`,
    headers: await as(caller),
  });
}

async function slotsOf(customerId: string, query = `from=${wednesday}&to=${wednesday}`) {
  return services.training.inject({
    method: 'GET',
    url: `/api/me/slots?${query}`,
    headers: await asCustomer(customerId),
  });
}

const startsOf = (slots: Slots) => slots.slots.map((slot) => slot.start);

async function book(customerId: string, start: string, trainerId?: string) {
  return services.training.inject({
    method: 'POST',
    url: '/api/me/trainings',
    headers: await asCustomer(customerId, 'Casey Customer'),
    payload: { start, ...(trainerId ? { trainerId } : {}) },
  });
}

async function reschedule(customerId: string, trainingId: string, start: string) {
  return services.training.inject({
    method: 'POST',
    url: `/api/me/trainings/${trainingId}/reschedule`,
    headers: await asCustomer(customerId),
    payload: { start },
  });
}

describe('availability', () => {
  it('is saved whole by its trainer and read back by them and by admins', async () => {
    const saved = await saveHours(trainer, trainer.userId, {
      weekly: [
        { weekday: 1, start: '07:00', end: '12:00' },
        { weekday: 1, start: '14:00', end: '20:00' },
      ],
      overrides: [{ date: '2026-12-24', ranges: [] }],
      timeOff: [
        { from: '2026-12-28T00:00:00+08:00', to: '2027-01-02T00:00:00+08:00', note: 'Leave' },
      ],
      takesTrials: true,
    });
    expect(saved.statusCode).toBe(200);
    const expected: Availability = {
      trainerId: trainer.userId,
      weekly: [
        { weekday: 1, start: '07:00', end: '12:00' },
        { weekday: 1, start: '14:00', end: '20:00' },
      ],
      overrides: [{ date: '2026-12-24', ranges: [] }],
      timeOff: [
        { from: '2026-12-28T00:00:00+08:00', to: '2027-01-02T00:00:00+08:00', note: 'Leave' },
      ],
      takesTrials: true,
    };
    expect(saved.json()).toEqual(expected);
    expect((await readHours(trainer, trainer.userId)).json()).toEqual(expected);
    expect((await readHours(newAdmin('Ada'), trainer.userId)).json()).toEqual(expected);
  });

  it('is none until a trainer sets it, and only theirs to change', async () => {
    const none = await readHours(otherTrainer, otherTrainer.userId);
    expect(none.json()).toEqual({
      trainerId: otherTrainer.userId,
      weekly: [],
      overrides: [],
      timeOff: [],
      takesTrials: false,
    });
    expect((await readHours(otherTrainer, trainer.userId)).statusCode).toBe(403);
    expect((await saveHours(otherTrainer, trainer.userId, hours)).statusCode).toBe(403);
    const byAdmin = await saveHours(newAdmin('Ada'), otherTrainer.userId, hours);
    expect(byAdmin.statusCode).toBe(200);
    await saveHours(newAdmin('Ada'), otherTrainer.userId, {
      weekly: [],
      overrides: [],
      timeOff: [],
    });
  });

  it.each([
    [
      'overlapping ranges',
      {
        weekly: [
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 2, start: '11:00', end: '13:00' },
        ],
      },
      'overlap',
    ],
    [
      'an inverted range',
      { weekly: [{ weekday: 2, start: '12:00', end: '09:00' }] },
      'ends before it starts',
    ],
    [
      'a range past midnight',
      { weekly: [{ weekday: 5, start: '22:00', end: '02:00' }] },
      'cannot pass midnight',
    ],
    [
      'a range starting at 24:00',
      { weekly: [{ weekday: 5, start: '24:00', end: '24:00' }] },
      'cannot start at 24:00',
    ],
    ['an unknown weekday', { weekly: [{ weekday: 8, start: '09:00', end: '12:00' }] }, 'weekday'],
    ['a date in the past', { overrides: [{ date: '2026-11-29', ranges: [] }] }, 'in the past'],
    [
      'a date that does not exist',
      { overrides: [{ date: '2026-02-30', ranges: [] }] },
      'not a date',
    ],
    [
      'time off that ends before it starts',
      { timeOff: [{ from: '2026-12-10T00:00:00Z', to: '2026-12-09T00:00:00Z' }] },
      'timeOff[0]',
    ],
  ])('refuses %s with a 400 naming it, storing nothing', async (_name, change, words) => {
    const response = await saveHours(trainer, trainer.userId, {
      weekly: [],
      overrides: [],
      timeOff: [],
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(words);
    expect((await readHours(trainer, trainer.userId)).json().weekly).toEqual(hours.weekly);
  });

  it('takes 24:00 as the end of a day, reads it back as 24:00 and offers the last hour', async () => {
    const untilMidnight = {
      weekly: [{ weekday: 3, start: '21:00', end: '24:00' }],
      overrides: [{ date: '2026-12-03', ranges: [{ start: '22:00', end: '24:00' }] }],
      timeOff: [],
    };
    expect((await saveHours(trainer, trainer.userId, untilMidnight)).statusCode).toBe(200);
    const read = (await readHours(trainer, trainer.userId)).json() as Availability;
    expect(read.weekly).toEqual(untilMidnight.weekly);
    expect(read.overrides).toEqual(untilMidnight.overrides);
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    const slots = (await slotsOf(casey, 'from=2026-12-02&to=2026-12-03')).json() as Slots;
    expect(startsOf(slots)).toContain('2026-12-02T23:00:00+08:00');
    expect(startsOf(slots)).toContain('2026-12-03T23:00:00+08:00');
    expect(slots.slots.at(-1)?.end).toBe('2026-12-04T00:00:00+08:00');
  });

  it('refuses a trainer id that is not a uuid, and one that is nobody, as 400', async () => {
    const notUuid = await readHours(newAdmin('Ada'), 'not-a-uuid');
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error).toContain('id');
    const nobody = await saveHours(newAdmin('Ada'), '6f1e4a5c-1111-4111-8111-111111111111', hours);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error).toBe('id: no trainer account has this id.');
  });
});

describe('open slots', () => {
  it("lists the trainer's free times on the grid, in the business time zone with its offset", async () => {
    const customerId = await services.addCustomer(trainer, 'Casey Customer');
    const response = await slotsOf(customerId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const slots: Slots = response.json();
    expect(slots.timeZone).toBe('Asia/Singapore');
    expect(slots.sessionMinutes).toBe(60);
    expect(startsOf(slots)).toEqual([
      '2026-12-02T09:00:00+08:00',
      '2026-12-02T09:30:00+08:00',
      '2026-12-02T10:00:00+08:00',
      '2026-12-02T10:30:00+08:00',
      '2026-12-02T11:00:00+08:00',
    ]);
    expect(slots.slots[0]).toEqual({
      start: '2026-12-02T09:00:00+08:00',
      end: '2026-12-02T10:00:00+08:00',
      trainer: { _id: trainer.userId, name: 'Tina Trainer' },
    });
  });

  it('leaves out times a session holds, buffer included, and frees a late-cancelled one', async () => {
    settings.change({ bufferMinutes: 15 });
    const customerId = await services.addCustomer(trainer, 'Casey Customer');
    const staffBooked = await services.schedule(trainer, {
      customerID: customerId,
      dateOfTraining: '2026-12-02T10:00:00+08:00',
    });
    expect(staffBooked.statusCode).toBe(201);
    // 10:00–11:00 plus 15 minutes either side: 09:00 would end at 10:00 (inside the buffer).
    expect(startsOf((await slotsOf(customerId)).json())).toEqual([]);
    settings.change({ bufferMinutes: 0 });
    expect(startsOf((await slotsOf(customerId)).json())).toEqual([
      '2026-12-02T09:00:00+08:00',
      '2026-12-02T11:00:00+08:00',
    ]);
    await services.sql(`UPDATE trainings SET status = 'late-cancelled'`);
    expect(startsOf((await slotsOf(customerId)).json())).toHaveLength(5);
  });

  it('refuses a range over 42 days, a foreign trainer, and everything while self-booking is off', async () => {
    const customerId = await services.addCustomer(trainer, 'Casey Customer');
    const tooLong = await slotsOf(customerId, 'from=2026-12-02&to=2027-01-13');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toContain('42 days');
    const foreign = await slotsOf(
      customerId,
      `from=${wednesday}&to=${wednesday}&trainerId=${otherTrainer.userId}`,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('You can book sessions only with your own trainer.');
    settings.change({ selfBooking: 'off' });
    expect((await slotsOf(customerId)).statusCode).toBe(403);
    const refused = await book(customerId, '2026-12-02T09:00:00+08:00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('turned off');
    expect(await services.sql('SELECT id FROM trainings')).toEqual([]);
  });
});

describe('booking and moving a session', () => {
  it('books an open time, which then is taken for everyone else', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    const dana = await services.addCustomer(trainer, 'Dana Customer');
    const booked = await book(casey, '2026-12-02T09:00:00+08:00');
    expect(booked.statusCode).toBe(201);
    const training: MyTraining = booked.json();
    expect(training).toMatchObject({
      dateOfTraining: '2026-12-02T01:00:00.000Z',
      status: 'scheduled',
      trainer: { _id: trainer.userId, name: 'Tina Trainer' },
      lateIfCancelledNow: false,
    });
    const taken = await book(dana, '2026-12-02T09:30:00+08:00');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(
      'Sorry, that time was just taken by someone else. Choose another time from the updated list.',
    );
    expect(startsOf((await slotsOf(dana)).json())).toEqual([
      '2026-12-02T10:00:00+08:00',
      '2026-12-02T10:30:00+08:00',
      '2026-12-02T11:00:00+08:00',
    ]);
    // Staff see the session in the calendar like any other.
    const calendar = await services.list(trainer);
    expect(calendar.map((row) => row.dateOfTraining)).toEqual(['2026-12-02T01:00:00.000Z']);
  });

  it('refuses a time that never was a slot as 400, naming the problem', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    const offGrid = await book(casey, '2026-12-02T09:15:00+08:00');
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().error).toContain('every 30 minutes');
    const outside = await book(casey, '2026-12-02T13:00:00+08:00');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toContain('not one of the open times');
    settings.change({ minNoticeHours: 48 });
    const tooSoon = await book(casey, '2026-12-02T09:00:00+08:00');
    expect(tooSoon.statusCode).toBe(400);
    settings.change({ minNoticeHours: 12 });
    const notUuid = await book(casey, '2026-12-02T09:00:00+08:00', 'nobody');
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error).toContain('trainerId');
    expect(await services.sql('SELECT id FROM trainings')).toEqual([]);
  });

  it('keeps to the daily limit and to the sessions left unless the studio allows credit', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    expect((await book(casey, '2026-12-02T09:00:00+08:00')).statusCode).toBe(201);
    const second = await book(casey, '2026-12-02T11:00:00+08:00');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toContain('the studio allows 1 a day');

    settings.change({ allowBookingOnCredit: false });
    const dana = await services.addCustomer(trainer, 'Dana Customer');
    const noCredit = await book(dana, '2026-12-02T11:00:00+08:00');
    expect(noCredit.statusCode).toBe(409);
    expect(noCredit.json().error).toBe(
      'You have 0 sessions left and 0 upcoming already booked, so there is none left to book. Buy more sessions (ask your trainer or the studio for a package), then book again.',
    );
  });

  it('moves a session to another open time: reminder and .ics move with it', async () => {
    // A reminder job Redis could not take at once (slow answers on a loaded machine) is made by
    // the worker's sweep; it runs here before each look, as the worker runs it every minute.
    const reminders = services.startReminders(clock, settings);
    onTestFinished(() => reminders.close());
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    const training: MyTraining = (await book(casey, '2026-12-02T09:00:00+08:00')).json();
    const firstStart = new Date('2026-12-02T01:00:00Z');
    await reminders.sweep();
    expect(await queue.getJob(reminderJobId(training._id, firstStart))).toBeDefined();

    const moved = await reschedule(casey, training._id, '2026-12-02T10:00:00+08:00');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      _id: training._id,
      dateOfTraining: '2026-12-02T02:00:00.000Z',
    });
    await reminders.sweep();
    // The old time's job is removed with the move (a sweep never brings it back: it looks at the
    // session's current time); the new one waits until the new time's reminder is due.
    expect(await queue.getJob(reminderJobId(training._id, firstStart))).toBeUndefined();
    const newStart = new Date('2026-12-02T02:00:00Z');
    const job = await queue.getJob(reminderJobId(training._id, newStart));
    expect(job?.data).toEqual({ trainingId: training._id, startsAt: newStart.toISOString() });
    const due = reminderDueAt({
      startsAt: newStart,
      now: clock.now(),
      settings: await settings.get(),
      timeZone: services.config.businessTimeZone,
    });
    expect(job?.delay).toBe(due!.getTime() - clock.now().getTime());
    // The old time is free again (it ends as the moved session starts).
    expect(startsOf((await slotsOf(casey)).json())).toContain('2026-12-02T09:00:00+08:00');

    const mails = await services.sql<{ kind: string; message: EmailJob }>(
      `SELECT kind, message FROM mail_outbox ORDER BY created_at, kind`,
    );
    const customerMails = mails.filter((mail) => mail.kind === 'self-booking-customer');
    expect(customerMails.map((mail) => mail.message.template)).toMatchObject([
      { change: 'booked', startsAt: '2026-12-02T01:00:00.000Z' },
      {
        change: 'rescheduled',
        startsAt: '2026-12-02T02:00:00.000Z',
        previousStartsAt: '2026-12-02T01:00:00.000Z',
      },
    ]);
    const [first, second] = customerMails.map(
      (mail) => mail.message.attachments?.[0]?.content ?? '',
    );
    const uid = (ics: string) => /UID:(.+)/.exec(ics)?.[1]?.trim();
    expect(uid(first ?? '')).toBe(`training-${training._id}@studio-portal`);
    expect(uid(second ?? '')).toBe(uid(first ?? ''));
    expect(first).toContain('SEQUENCE:0');
    expect(second).toContain('SEQUENCE:1');
    expect(
      mails.filter((mail) => mail.kind === 'self-booking-trainer').map((mail) => mail.message.to),
    ).toHaveLength(2);
  });

  it('refuses a move once a cancel would be late, and a move onto a taken time', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    const dana = await services.addCustomer(trainer, 'Dana Customer');
    const training: MyTraining = (await book(casey, '2026-12-02T09:00:00+08:00')).json();
    expect((await book(dana, '2026-12-02T11:00:00+08:00')).statusCode).toBe(201);
    const onto = await reschedule(casey, training._id, '2026-12-02T10:30:00+08:00');
    expect(onto.statusCode).toBe(409);
    expect(onto.json().error).toContain('just taken');
    clock.set('2026-12-01T12:00:00Z'); // 13 hours before: inside the 24-hour cancel notice.
    const late = await reschedule(casey, training._id, '2026-12-02T10:00:00+08:00');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toContain('can no longer be moved');
    expect((await reschedule(dana, training._id, '2026-12-02T10:00:00+08:00')).statusCode).toBe(
      404,
    );
    const rows = await services.sql<{ date_of_training: Date }>(
      'SELECT date_of_training FROM trainings WHERE id = $1',
      [training._id],
    );
    expect(rows[0]?.date_of_training.toISOString()).toBe('2026-12-02T01:00:00.000Z');
  });
});

describe('exactly one booking per time', () => {
  it('of 100 customers posting the same slot at once, one books and 99 hear it was taken', async () => {
    const customers: string[] = [];
    for (let index = 0; index < 100; index += 1)
      customers.push(await services.addCustomer(trainer, `Racer ${index}`));
    const answers = await Promise.all(
      customers.map((customerId) => book(customerId, '2026-12-02T10:00:00+08:00')),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code !== 201 && code !== 409)).toEqual([]);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);
    const rows = await services.sql('SELECT id FROM trainings WHERE trainer_id = $1', [
      trainer.userId,
    ]);
    expect(rows).toHaveLength(1);
  }, 120_000);

  it('a staff booking racing a customer: one of them holds the time, never both', async () => {
    for (let round = 0; round < 5; round += 1) {
      await services.sql('DELETE FROM trainings');
      const casey = await services.addCustomer(trainer, 'Casey Customer');
      const dana = await services.addCustomer(trainer, 'Dana Customer');
      const [staff, self] = await Promise.all([
        services.schedule(trainer, {
          customerID: dana,
          dateOfTraining: '2026-12-02T10:00:00+08:00',
        }),
        book(casey, '2026-12-02T10:00:00+08:00'),
      ]);
      expect([staff.statusCode, self.statusCode].sort()).toEqual([201, 409]);
      const rows = await services.sql('SELECT id FROM trainings WHERE trainer_id = $1', [
        trainer.userId,
      ]);
      expect(rows).toHaveLength(1);
    }
  }, 120_000);
});

describe('cancelling a session booked oneself', () => {
  it('sends the same UID with METHOD:CANCEL and frees the time', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    const training: MyTraining = (await book(casey, '2026-12-02T09:00:00+08:00')).json();
    const cancelled = await services.training.inject({
      method: 'POST',
      url: `/api/me/trainings/${training._id}/cancel`,
      headers: await asCustomer(casey),
    });
    expect(cancelled.statusCode).toBe(200);
    const mails = await services.sql<{ message: EmailJob }>(
      `SELECT message FROM mail_outbox WHERE kind = 'self-booking-customer' ORDER BY created_at`,
    );
    expect(mails.map((mail) => mail.message.template)).toMatchObject([
      { change: 'booked' },
      { change: 'cancelled' },
    ]);
    const ics = mails[1]?.message.attachments?.[0]?.content ?? '';
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain(`UID:training-${training._id}@studio-portal`);
    expect(ics).toContain('SEQUENCE:1');
    expect(startsOf((await slotsOf(casey)).json())).toHaveLength(5);
  });
});

describe('when another service is down', () => {
  it('refuses the booking with 503 and leaves nothing behind', async () => {
    const casey = await services.addCustomer(trainer, 'Casey Customer');
    await services.stopCustomer();
    const refused = await book(casey, '2026-12-02T09:00:00+08:00');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toContain('cannot be reached');
    expect(await services.sql('SELECT id FROM trainings')).toEqual([]);
    expect(await services.sql('SELECT id FROM mail_outbox')).toEqual([]);
  });
});
