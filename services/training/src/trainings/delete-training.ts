import type { FastifyRequest } from 'fastify';
import { QueryTypes } from 'sequelize';
import type { Identity } from '@studio/service-kit/identity-token';
import type { TrainingContext } from '../context.js';
import {
  sessionReturnedOnDelete,
  type DeletedRow,
  type ReturnedSession,
} from '../domain/delete-rules.js';
import { recordLedgerEntry } from '../ledger/outbox.js';
import type { TrainingRecord } from '../models/training.js';
import { recordScheduledDeletion } from '../reports/deleted-trainings.js';
import { staffCalendarMail } from './staff-calendar-mail.js';

type Person = Extract<Identity, { kind: 'user' }>;

export type DeleteOutcome =
  /** Another request deleted it first. */
  | { kind: 'already-deleted' }
  | { kind: 'deleted'; was: DeletedRow['status'] }
  /** Deleted, and its session goes back to the customer through the ledger outbox. */
  | {
      kind: 'session-returned';
      ledger: { outboxId: string; sourceType: ReturnedSession['sourceType']; sourceId: string };
    };

/**
 * Deletes a training the caller may see. Only the request that actually deletes the row, seeing
 * its status at that moment, gives a session back (`sessionReturnedOnDelete`); a scheduled one
 * is kept in the deleted-trainings report and loses its reminder, and a customer holding its
 * `.ics` gets METHOD:CANCEL with the same UID and a higher SEQUENCE.
 */
export async function deleteTraining(
  context: TrainingContext,
  caller: Person,
  training: TrainingRecord,
  request: FastifyRequest,
): Promise<DeleteOutcome> {
  const { sequelize } = context;
  const calendarMail = await staffCalendarMail(context, training, training.trainerId, request);
  const outcome = await sequelize.transaction(async (transaction): Promise<DeleteOutcome> => {
    const [deleted] = await sequelize.query<
      DeletedRow & { customerId: string; calendarSequence: number; startsAt: Date }
    >(
      `DELETE FROM trainings WHERE id = $id RETURNING status, customer_id AS "customerId",
         (late_cancel_charged IS TRUE AND late_cancel_waived_at IS NULL) AS "chargedLateCancel",
         calendar_sequence AS "calendarSequence", date_of_training AS "startsAt"`,
      { type: QueryTypes.SELECT, bind: { id: training.id }, transaction },
    );
    if (!deleted) return { kind: 'already-deleted' };
    if (deleted.status === 'scheduled') {
      await recordScheduledDeletion(sequelize, training, caller.userId, transaction);
      // As deleted, not as read: a move meanwhile raised the sequence and changed the time.
      if (calendarMail && deleted.customerId === training.customerId)
        await calendarMail(
          transaction,
          { change: 'cancelled', startsAt: deleted.startsAt },
          deleted.calendarSequence + 1,
        );
    }
    const returned = sessionReturnedOnDelete(deleted);
    if (!returned) return { kind: 'deleted', was: deleted.status };
    const outboxId = await recordLedgerEntry(
      sequelize,
      {
        sourceType: returned.sourceType,
        sourceId: training.id,
        customerId: deleted.customerId,
        delta: 1,
        reason: returned.reason,
        actorId: caller.userId,
      },
      transaction,
    );
    return {
      kind: 'session-returned',
      ledger: { outboxId, sourceType: returned.sourceType, sourceId: training.id },
    };
  });
  if (outcome.kind === 'deleted' && outcome.was === 'scheduled') {
    await context.reminders.afterChange(
      { cancel: [{ trainingId: training.id, startsAt: training.dateOfTraining }] },
      request.log,
    );
  }
  if (outcome.kind === 'session-returned')
    await context.ledger.dispatch(outcome.ledger, request.log, request.id);
  // The worker's relay loop sends it when the queue cannot take it now.
  if (calendarMail && outcome.kind !== 'already-deleted') await context.mail.flush().catch(() => 0);
  return outcome;
}
