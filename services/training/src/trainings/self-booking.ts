import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import type { MyTraining } from '@studio/contracts/my-trainings';
import type { StudioSettings } from '@studio/contracts/settings';
import { badRequest, conflict, HttpError, notFound } from '@studio/service-kit/errors';
import type { Identity } from '@studio/service-kit/identity-token';
import { recordMail } from '@studio/service-kit/mail-outbox';
import type { StaffContact } from '@studio/service-kit/staff-contacts';
import { readAvailability, readHeldTimes } from '../availability/availability-store.js';
import { bookingTrainer, unknownTrainer } from '../availability/self-booking-policy.js';
import type { TrainingContext } from '../context.js';
import { cancelTiming } from '../domain/cancel-policy.js';
import { isOpenSlot } from '../domain/slots.js';
import { calendarDateOf, minuteOfDay } from '../domain/wall-clock.js';
import {
  selfBookingCustomerKind,
  selfBookingCustomerMail,
  selfBookingTrainerKind,
  selfBookingTrainerMail,
  type SelfBookingEvent,
} from '../mail/self-booking-mail.js';
import type { TrainingRecord } from '../models/training.js';
import type { CustomerSummary } from '../people/directory.js';
import { PerKeyQueue } from './per-key-queue.js';
import { lockTrainerTime } from './trainer-time-lock.js';

type Customer = Extract<Identity, { kind: 'customer' }>;

export const slotTaken =
  'Sorry, that time was just taken by someone else. Choose another time from the updated list.';

const hourMs = 3_600_000;

/** One self-booking transaction per trainer at a time in this process (see `PerKeyQueue`). */
const trainerQueue = new PerKeyQueue();

/** Everyone a self-booking concerns, read before anything is written (503 when a service is down). */
export interface BookingParties {
  settings: StudioSettings;
  customer: CustomerSummary;
  trainer: StaffContact;
}

async function readParties(
  context: TrainingContext,
  me: Customer,
  askedTrainerId: string | undefined,
  request: FastifyRequest,
): Promise<BookingParties> {
  const [settings, customer] = await Promise.all([
    context.settings.get(request.id),
    context.people.customer(me.customerId, request.id),
  ]);
  if (!customer) throw notFound('Your customer record was not found.');
  const trainerId = await bookingTrainer(context, customer, askedTrainerId, settings, request);
  const trainer = await context.people.staffContact(trainerId, request.id);
  if (!trainer) throw badRequest(unknownTrainer);
  return { settings, customer, trainer };
}

/** A start a person can read back: `start` on the studio's grid, whole minutes. */
function checkedStart(given: string, settings: StudioSettings, timeZone: string): Date {
  const start = new Date(given);
  if (Number.isNaN(start.getTime())) throw badRequest('start: not a date and time.');
  if (
    start.getTime() % 60_000 !== 0 ||
    minuteOfDay(start, timeZone) % settings.slotStepMinutes !== 0
  )
    throw badRequest(
      `start: sessions start every ${settings.slotStepMinutes} minutes from midnight; choose a time from the list.`,
    );
  return start;
}

/**
 * Inside the locked transaction: the start must be one of the trainer's open slots now. A time
 * that would be open without the sessions holding it was taken (409); any other never was a
 * slot (400). The customer's own other sessions and the studio's daily limit are checked too.
 */
async function ensureOpenSlot(
  context: TrainingContext,
  booking: { trainerId: string; customerId: string; start: Date; movingId?: string },
  settings: StudioSettings,
  transaction: Transaction,
): Promise<void> {
  const { sequelize, timeZone } = context;
  const now = context.now();
  const reach = (settings.sessionMinutes + settings.bufferMinutes) * 60_000;
  const around = {
    from: new Date(booking.start.getTime() - reach),
    to: new Date(booking.start.getTime() + reach),
  };
  const [hours, held] = await Promise.all([
    readAvailability(sequelize, booking.trainerId, calendarDateOf(now, timeZone), transaction),
    readHeldTimes(sequelize, [booking.trainerId], around, now, transaction, booking.movingId),
  ]);
  const inputs = { now, timeZone, rules: settings, trainers: [hours] };
  if (!isOpenSlot({ ...inputs, held }, booking.trainerId, booking.start)) {
    if (isOpenSlot({ ...inputs, held: [] }, booking.trainerId, booking.start))
      throw conflict(slotTaken);
    throw badRequest(
      "start: that time is not one of the open times (outside the trainer's hours, too soon or too far ahead); choose a time from the list.",
    );
  }
  const day = calendarDateOf(booking.start, timeZone);
  const own = await sequelize.query<{ date_of_training: Date; self_booked: boolean }>(
    `SELECT date_of_training, self_booked FROM trainings
     WHERE customer_id = $customerId AND status <> 'late-cancelled'
       AND date_of_training > $from AND date_of_training < $to
       AND ($moving::uuid IS NULL OR id <> $moving::uuid)`,
    {
      type: QueryTypes.SELECT,
      transaction,
      bind: {
        customerId: booking.customerId,
        from: new Date(booking.start.getTime() - 36 * hourMs),
        to: new Date(booking.start.getTime() + 36 * hourMs),
        moving: booking.movingId ?? null,
      },
    },
  );
  const length = settings.sessionMinutes * 60_000;
  if (
    own.some((row) => Math.abs(row.date_of_training.getTime() - booking.start.getTime()) < length)
  )
    throw conflict('You already have a session at that time.');
  const sameDay = own.filter(
    (row) => row.self_booked && calendarDateOf(row.date_of_training, timeZone) === day,
  ).length;
  if (sameDay >= settings.maxSelfBookingsPerDay)
    throw conflict(
      `You already booked ${sameDay === 1 ? 'a session' : `${sameDay} sessions`} yourself on that day; the studio allows ${settings.maxSelfBookingsPerDay} a day. Choose another day.`,
    );
}

/** Refuses a booking beyond the customer's sessions left unless the studio allows credit. */
async function ensureCredit(
  context: TrainingContext,
  customerId: string,
  sessionsLeft: number,
  settings: StudioSettings,
  transaction: Transaction,
): Promise<void> {
  if (settings.allowBookingOnCredit) return;
  const [row] = await context.sequelize.query<{ upcoming: string }>(
    `SELECT count(*) AS upcoming FROM trainings
     WHERE customer_id = $customerId AND status = 'scheduled' AND date_of_training >= $now`,
    { type: QueryTypes.SELECT, transaction, bind: { customerId, now: context.now() } },
  );
  const upcoming = Number(row?.upcoming ?? 0);
  if (upcoming < sessionsLeft) return;
  const left = `${sessionsLeft} session${sessionsLeft === 1 ? '' : 's'} left`;
  throw new HttpError(
    409,
    `You have ${left} and ${upcoming} upcoming already booked, so there is none left to book. Buy more sessions (ask your trainer or the studio for a package), then book again.`,
  );
}

/**
 * The confirmation to the customer and the notice to the trainer, in the booking's transaction.
 * Staff changes of a session whose customer holds its `.ics` record the customer's part only.
 */
export async function recordSelfBookingMail(
  context: TrainingContext,
  event: SelfBookingEvent,
  parties: BookingParties,
  transaction: Transaction,
  { noticeToTrainer = true }: { noticeToTrainer?: boolean } = {},
): Promise<void> {
  const { settings, customer, trainer } = parties;
  // One row per change of the session: the sequence tells a move back to an earlier time apart.
  const subjectId = `${event.trainingId}/${event.sequence}`;
  const occasion = event.startsAt;
  await recordMail(
    context.sequelize,
    { kind: selfBookingCustomerKind, subjectId, occasion },
    customer.email.trim()
      ? selfBookingCustomerMail(
          event,
          { customer, trainerName: trainer.name },
          settings,
          context.timeZone,
        )
      : null,
    transaction,
  );
  if (!noticeToTrainer) return;
  await recordMail(
    context.sequelize,
    { kind: selfBookingTrainerKind, subjectId, occasion },
    trainer.email.trim()
      ? selfBookingTrainerMail(event, { trainer, customerName: customer.name }, settings, context)
      : null,
    transaction,
  );
}

/**
 * The mail of a customer's cancel of a session whose `.ics` they hold (METHOD:CANCEL with the
 * session's UID and the next SEQUENCE), read before the cancel and recorded in its transaction by
 * the returned function. 503 when the customer or auth service cannot answer. The trainer's
 * notice goes with it for a session the customer booked themselves; a late cancel's trainer gets
 * the late-cancel notice instead of a second one.
 */
export async function selfBookingCancelMail(
  context: TrainingContext,
  training: TrainingRecord,
  me: Customer,
  settings: StudioSettings,
  request: FastifyRequest,
  { late }: { late: boolean },
): Promise<(transaction: Transaction) => Promise<void>> {
  const [customer, trainer] = await Promise.all([
    context.people.customer(me.customerId, request.id),
    context.people.staffContact(training.trainerId, request.id),
  ]);
  if (!customer || !trainer) return async () => {};
  const event: SelfBookingEvent = {
    change: 'cancelled',
    trainingId: training.id,
    startsAt: training.dateOfTraining,
    sequence: training.calendarSequence + 1,
  };
  return (transaction) =>
    recordSelfBookingMail(context, event, { settings, customer, trainer }, transaction, {
      noticeToTrainer: training.selfBooked && !late,
    });
}

function shown(
  context: TrainingContext,
  training: TrainingRecord,
  trainerName: string,
  settings: StudioSettings,
): MyTraining {
  return {
    _id: training.id,
    dateOfTraining: training.dateOfTraining.toISOString(),
    status: training.status,
    trainer: { _id: training.trainerId, name: trainerName },
    lateIfCancelledNow:
      cancelTiming({
        startsAt: training.dateOfTraining,
        now: context.now(),
        cancelNoticeHours: settings.cancelNoticeHours,
      }) === 'late',
  };
}

/**
 * A customer books one of the open times (issue 26). Every other service is asked first, so a
 * refusal there (503) leaves nothing behind; then one transaction takes the trainer's time lock,
 * re-checks the slot against what is committed now, creates the session and records its mail.
 */
export async function bookOwnSession(
  context: TrainingContext,
  me: Customer,
  body: { start: string; trainerId?: string },
  request: FastifyRequest,
): Promise<MyTraining> {
  const parties = await readParties(context, me, body.trainerId, request);
  const { settings, trainer } = parties;
  const start = checkedStart(body.start, settings, context.timeZone);
  const sessionsLeft = settings.allowBookingOnCredit
    ? 0
    : await context.people.sessionsLeft(me.customerId, request.id);
  const booking = { trainerId: trainer._id, customerId: me.customerId, start };
  const training = await trainerQueue.run(booking.trainerId, () =>
    context.sequelize.transaction(async (transaction) => {
      await lockTrainerTime(context.sequelize, booking, transaction);
      await ensureOpenSlot(context, booking, settings, transaction);
      await ensureCredit(context, me.customerId, sessionsLeft, settings, transaction);
      const created = await context.trainings.create(
        {
          id: randomUUID(),
          customerId: me.customerId,
          trainerId: trainer._id,
          dateOfTraining: start,
          selfBooked: true,
        },
        { transaction },
      );
      await recordSelfBookingMail(
        context,
        { change: 'booked', trainingId: created.id, startsAt: start, sequence: 0 },
        parties,
        transaction,
      );
      return created;
    }),
  );
  await context.reminders.afterChange(
    { schedule: [{ trainingId: training.id, startsAt: start }] },
    request.log,
  );
  // The worker's relay loop sends it when the queue cannot take it now.
  await context.mail.flush().catch(() => 0);
  return shown(context, training, trainer.name, settings);
}

/**
 * A customer moves one of their upcoming sessions to another open time of the same trainer, while
 * a cancel would not yet be late; the same checks as a booking, under the same lock. The
 * reminder moves with it and the `.ics` goes out again with the same UID and a higher SEQUENCE.
 */
export async function rescheduleOwnSession(
  context: TrainingContext,
  me: Customer,
  trainingId: string,
  body: { start: string },
  request: FastifyRequest,
): Promise<MyTraining> {
  const before = await context.trainings.findByPk(trainingId);
  if (!before || before.customerId !== me.customerId || before.status !== 'scheduled')
    throw notFound('Training not found.');
  const parties = await readParties(context, me, before.trainerId, request);
  const { settings, trainer } = parties;
  const timing = cancelTiming({
    startsAt: before.dateOfTraining,
    now: context.now(),
    cancelNoticeHours: settings.cancelNoticeHours,
  });
  if (timing !== 'early')
    throw conflict(
      `This session starts in less than ${settings.cancelNoticeHours} hours, so it can no longer be moved; please contact your trainer.`,
    );
  const start = checkedStart(body.start, settings, context.timeZone);
  const booking = {
    trainerId: before.trainerId,
    customerId: me.customerId,
    start,
    movingId: before.id,
  };
  const moved = await trainerQueue.run(booking.trainerId, () =>
    context.sequelize.transaction(async (transaction) => {
      await lockTrainerTime(context.sequelize, booking, transaction);
      const training = await context.trainings.findByPk(trainingId, { transaction });
      // Changed since it was read (moved, cancelled or claimed by someone else): refuse, change nothing.
      if (
        !training ||
        training.status !== 'scheduled' ||
        training.dateOfTraining.getTime() !== before.dateOfTraining.getTime()
      )
        throw conflict('This session was changed meanwhile; reload your sessions and try again.');
      await ensureOpenSlot(context, booking, settings, transaction);
      const sequence = training.calendarSequence + 1;
      await training.update({ dateOfTraining: start, calendarSequence: sequence }, { transaction });
      await recordSelfBookingMail(
        context,
        {
          change: 'rescheduled',
          trainingId: training.id,
          startsAt: start,
          previousStartsAt: before.dateOfTraining,
          sequence,
        },
        parties,
        transaction,
      );
      return training;
    }),
  );
  await context.reminders.afterChange(
    {
      cancel: [{ trainingId: before.id, startsAt: before.dateOfTraining }],
      schedule: [{ trainingId: moved.id, startsAt: start }],
    },
    request.log,
  );
  await context.mail.flush().catch(() => 0);
  return shown(context, moved, trainer.name, settings);
}
