import type { FastifyRequest } from 'fastify';
import type { TrainingConflict, UpdateTrainingBody } from '@studio/contracts/training';
import { badRequest } from '@studio/service-kit/errors';
import type { Identity } from '@studio/service-kit/identity-token';
import type { TrainingContext } from '../context.js';
import { changeRefusal, completedChangeRefusal } from '../domain/change-rules.js';
import type { TrainingRecord } from '../models/training.js';
import { ConflictError, ensureNoConflicts, requestedDate, trainerForBooking } from './booking.js';
import { nextCalendarSequence, staffCalendarMail } from './staff-calendar-mail.js';
import { peopleOfChange } from './training-form.js';

type Person = Extract<Identity, { kind: 'user' }>;

export type ChangeOutcome =
  | { kind: 'changed'; training: TrainingRecord }
  /** Another training of the trainer or customer within the hour, and no `allowConflict`. */
  | { kind: 'conflict'; conflict: TrainingConflict };

/**
 * Moves or edits one training the caller may see (`changeRefusal` says which changes are
 * refused, with a 400 sentence), under the same overlap guarantee as a booking. A scheduled
 * training that moved gets its reminder moved, and a customer holding its `.ics` gets it again
 * (same UID, higher SEQUENCE; METHOD:CANCEL when the session goes to another customer).
 */
export async function changeTraining(
  context: TrainingContext,
  caller: Person,
  training: TrainingRecord,
  change: UpdateTrainingBody,
  request: FastifyRequest,
): Promise<ChangeOutcome> {
  const refusal = changeRefusal(training, change.status);
  if (refusal) throw badRequest(refusal);
  const dateOfTraining = requestedDate(change);
  const booked = peopleOfChange(change, training);
  const completedRefusal = completedChangeRefusal(
    training,
    { customerId: booked.customerId, dateOfTraining },
    context.now(),
  );
  if (completedRefusal) throw badRequest(completedRefusal);
  const trainerId = await trainerForBooking(context, caller, booked, request);
  const before = { trainingId: training.id, startsAt: training.dateOfTraining };
  const moved = before.startsAt.getTime() !== dateOfTraining.getTime();
  const otherCustomer = booked.customerId !== training.customerId;
  const calendarMail =
    moved || otherCustomer
      ? await staffCalendarMail(
          context,
          training,
          otherCustomer ? training.trainerId : trainerId,
          request,
        )
      : undefined;
  try {
    await context.sequelize.transaction(async (transaction) => {
      await ensureNoConflicts(
        context,
        {
          dates: [dateOfTraining],
          trainerId,
          customerId: booked.customerId,
          excludeId: training.id,
          allowConflict: change.allowConflict,
        },
        request,
        transaction,
      );
      await training.update(
        { dateOfTraining, customerId: booked.customerId, trainerId },
        { transaction },
      );
      if (calendarMail)
        await calendarMail(
          transaction,
          otherCustomer
            ? { change: 'cancelled', startsAt: before.startsAt }
            : {
                change: 'rescheduled',
                startsAt: dateOfTraining,
                previousStartsAt: before.startsAt,
              },
          await nextCalendarSequence(context, training.id, transaction),
        );
    });
  } catch (error) {
    if (error instanceof ConflictError) return { kind: 'conflict', conflict: error.body };
    throw error;
  }
  if (training.status === 'scheduled' && moved) {
    await context.reminders.afterChange(
      { cancel: [before], schedule: [{ trainingId: training.id, startsAt: dateOfTraining }] },
      request.log,
    );
  }
  // The worker's relay loop sends it when the queue cannot take it now.
  if (calendarMail) await context.mail.flush().catch(() => 0);
  return { kind: 'changed', training };
}
