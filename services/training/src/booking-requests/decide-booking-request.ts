import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'sequelize';
import { conflict, notFound } from '@studio/service-kit/errors';
import type { Identity } from '@studio/service-kit/identity-token';
import { recordMail } from '@studio/service-kit/mail-outbox';
import type { TrainingContext } from '../context.js';
import {
  bookingAnswerKind,
  bookingAnswerMail,
  type BookingAnswer,
} from '../mail/booking-answer-mail.js';
import type { TrainingRecord } from '../models/training.js';
import type { CustomerSummary } from '../people/directory.js';
import { bookTrainings, trainerForBooking } from '../trainings/booking.js';
import {
  findBookingRequest,
  recordDecision,
  type BookingRequestRow,
} from './booking-request-queries.js';

type Person = Extract<Identity, { kind: 'user' }>;

const alreadyAnswered = 'This request has already been answered.';

/** The request if the caller may answer it (an admin, or the customer's trainer now), else 404. */
async function findAnswerableRequest(
  context: TrainingContext,
  caller: Person,
  id: string,
  request: FastifyRequest,
): Promise<{ found: BookingRequestRow; customer: CustomerSummary | undefined }> {
  const found = await findBookingRequest(context.sequelize, id);
  if (!found) throw notFound('Booking request not found.');
  const customer = await context.people.customer(found.customerId, request.id);
  if (caller.role !== 'admin' && customer?.trainerID !== caller.userId)
    throw notFound('Booking request not found.');
  if (found.status !== 'pending') throw conflict(alreadyAnswered);
  return { found, customer };
}

/**
 * Answers a pending request in one transaction that holds its row: the decision, what it books,
 * and the customer's mail (none recorded without an address) all happen together or not at all.
 */
async function answer<T>(
  context: TrainingContext,
  caller: Person,
  { found, customer }: { found: BookingRequestRow; customer: CustomerSummary | undefined },
  decision: BookingAnswer,
  request: FastifyRequest,
  book: (transaction: Transaction) => Promise<T>,
  trainingIdOf: (booked: T) => string | null,
): Promise<{ row: BookingRequestRow; booked: T }> {
  const { sequelize } = context;
  const [settings, names] = await Promise.all([
    context.settings.get(request.id),
    context.people.namesFor(
      { customerIds: [], trainerIds: [found.trainerId] },
      request.log,
      request.id,
    ),
  ]);
  const startsAt = new Date(found.dateOfTraining);
  const outcome = await sequelize.transaction(async (transaction) => {
    const locked = await findBookingRequest(sequelize, found.id, transaction);
    if (locked?.status !== 'pending') return null;
    const booked = await book(transaction);
    const row = await recordDecision(
      sequelize,
      {
        id: found.id,
        status: decision.accepted ? 'accepted' : 'declined',
        message: decision.accepted ? '' : decision.message,
        trainingId: trainingIdOf(booked),
        decidedBy: caller.userId,
        decidedAt: context.now(),
      },
      transaction,
    );
    await recordMail(
      sequelize,
      { kind: bookingAnswerKind(decision), subjectId: found.id, occasion: startsAt },
      customer?.email.trim()
        ? bookingAnswerMail({
            to: customer.email,
            customerName: customer.name,
            trainerName: names.trainerName(found.trainerId),
            startsAt,
            answer: decision,
            settings,
            timeZone: context.timeZone,
          })
        : null,
      transaction,
    );
    return { row, booked };
  });
  if (!outcome) throw conflict(alreadyAnswered);
  // The worker's relay loop sends it when the queue cannot take it now.
  await context.mail.flush().catch(() => 0);
  return outcome;
}

/**
 * Accepts a pending request: books the session with the customer's trainer through the same
 * booking code as the training form (a `ConflictError` unless `allowConflict`), and mails the customer.
 */
export async function acceptBookingRequest(
  context: TrainingContext,
  caller: Person,
  id: string,
  allowConflict: boolean | undefined,
  request: FastifyRequest,
): Promise<{ row: BookingRequestRow; training: TrainingRecord }> {
  const answerable = await findAnswerableRequest(context, caller, id, request);
  const { found } = answerable;
  const startsAt = new Date(found.dateOfTraining);
  if (startsAt.getTime() <= context.now().getTime())
    throw conflict('The requested time has passed; decline the request with a message instead.');
  const trainerId = await trainerForBooking(
    context,
    caller,
    { customerId: found.customerId, requestedTrainerId: undefined },
    request,
  );
  const { row, booked } = await answer(
    context,
    caller,
    answerable,
    { accepted: true },
    request,
    async (transaction) => {
      const [training] = await bookTrainings(
        context,
        { dates: [startsAt], trainerId, customerId: found.customerId, allowConflict },
        request,
        transaction,
      );
      if (!training) throw new Error('booking created no training');
      return training;
    },
    (training) => training.id,
  );
  await context.reminders.afterChange(
    { schedule: [{ trainingId: booked.id, startsAt: booked.dateOfTraining }] },
    request.log,
  );
  return { row, training: booked };
}

/** Declines a pending request with the trainer's message, and mails the customer. */
export async function declineBookingRequest(
  context: TrainingContext,
  caller: Person,
  id: string,
  message: string,
  request: FastifyRequest,
): Promise<BookingRequestRow> {
  const answerable = await findAnswerableRequest(context, caller, id, request);
  const { row } = await answer(
    context,
    caller,
    answerable,
    { accepted: false, message: message.trim() },
    request,
    async () => null,
    () => null,
  );
  return row;
}
