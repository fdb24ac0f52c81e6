import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Training, TrainingConflict } from '@studio/contracts/training';
import type { Identity } from '@studio/service-kit/identity-token';
import { badRequest, HttpError } from '@studio/service-kit/errors';
import type { TrainingContext } from '../context.js';
import type { TrainingRecord } from '../models/training.js';
import { conflictMessage } from '../domain/conflict-message.js';
import { assignTrainer } from '../domain/trainer-assignment.js';
import { presentTrainings } from './present.js';
import { lockTrainerTime } from './trainer-time-lock.js';
import { findConflicts } from './training-queries.js';
import type { FormPeople } from './training-form.js';

type Person = Extract<Identity, { kind: 'user' }>;

/** The instant the form asks for: `dateOfTraining`, or the spec's `date` field carrying the same. */
export function requestedDate(body: { date?: string; dateOfTraining?: string }): Date {
  const given = body.dateOfTraining ?? body.date;
  if (!given) throw badRequest('Choose a date and time for the training.');
  if (
    body.date &&
    body.dateOfTraining &&
    new Date(body.date).getTime() !== new Date(body.dateOfTraining).getTime()
  ) {
    throw badRequest('date and dateOfTraining disagree; send one of them.');
  }
  return new Date(given);
}

/** The trainer for a booking of this customer by this caller; refuses customers the caller may not book. */
export async function trainerForBooking(
  context: TrainingContext,
  caller: Person,
  { customerId, requestedTrainerId }: FormPeople,
  request: FastifyRequest,
): Promise<string> {
  const customer = await context.people.customer(customerId, request.id);
  if (!customer || (caller.role === 'trainer' && customer.trainerID !== caller.userId)) {
    throw badRequest('Choose one of your customers.');
  }
  const assignment = assignTrainer(customer, caller, requestedTrainerId);
  if ('refusal' in assignment) throw new HttpError(assignment.statusCode, assignment.refusal);
  return assignment.trainerId;
}

/** A 409 that carries the conflicting trainings as well as the message. */
export class ConflictError extends Error {
  constructor(readonly body: TrainingConflict) {
    super(body.error);
  }
}

/**
 * Refuses a booking that lands within an hour of another training of the same trainer or
 * customer, unless the caller confirmed it on purpose. Serialised per trainer and customer
 * (`lockTrainerTime`, the same lock self-bookings take) so two bookings at once cannot both slip through.
 */
export async function ensureNoConflicts(
  context: TrainingContext,
  booking: {
    dates: Date[];
    trainerId: string;
    customerId: string;
    excludeId?: string;
    allowConflict?: boolean;
  },
  request: FastifyRequest,
  transaction: Transaction,
): Promise<void> {
  await lockTrainerTime(context.sequelize, booking, transaction);
  if (booking.allowConflict) return;
  const conflicts = await findConflicts(context.sequelize, booking, transaction);
  if (conflicts.length === 0) return;
  const shown: Training[] = await presentTrainings(conflicts, context.people, request);
  const details = conflicts.map((conflict, index) => ({
    requestedDate: conflict.requestedDate.toISOString(),
    training: shown[index] as Training,
    sameTrainer: conflict.trainerId === booking.trainerId,
    sameCustomer: conflict.customerId === booking.customerId,
  }));
  const message = conflictMessage(
    details.map((detail) => ({
      at: new Date(detail.training.dateOfTraining),
      customerName: detail.training.customerID.name,
      trainerName: detail.training.trainerID.name,
      sameTrainer: detail.sameTrainer,
      sameCustomer: detail.sameCustomer,
    })),
    context.timeZone,
  );
  throw new ConflictError({ error: message, conflicts: details });
}

/**
 * Books scheduled trainings at `dates` for the customer with the trainer, inside the caller's
 * transaction, after the conflict check (a `ConflictError` when one is in the way). Every way of
 * booking (the training form, an accepted booking request) goes through here.
 */
export async function bookTrainings(
  context: TrainingContext,
  booking: { dates: Date[]; trainerId: string; customerId: string; allowConflict?: boolean },
  request: FastifyRequest,
  transaction: Transaction,
): Promise<TrainingRecord[]> {
  await ensureNoConflicts(context, booking, request, transaction);
  return context.trainings.bulkCreate(
    booking.dates.map((dateOfTraining) => ({
      id: randomUUID(),
      customerId: booking.customerId,
      trainerId: booking.trainerId,
      dateOfTraining,
    })),
    { transaction, returning: true },
  );
}
