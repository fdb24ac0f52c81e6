import type { FastifyRequest } from 'fastify';
import { QueryTypes, type Transaction } from 'sequelize';
import type { TrainingContext } from '../context.js';
import type { SelfBookingEvent } from '../mail/self-booking-mail.js';
import type { TrainingRecord } from '../models/training.js';
import { customerHoldsInvite } from './customer-holds-invite.js';
import { recordSelfBookingMail } from './self-booking.js';

/** What staff did to a session whose customer holds its `.ics`. */
export type StaffCalendarChange =
  | { change: 'rescheduled'; startsAt: Date; previousStartsAt: Date }
  | { change: 'cancelled'; startsAt: Date };

/** Records the customer's updated `.ics` in the transaction of the change, with its SEQUENCE. */
export type StaffCalendarMail = (
  transaction: Transaction,
  change: StaffCalendarChange,
  sequence: number,
) => Promise<void>;

/**
 * Read before staff move or delete an upcoming scheduled session: when its customer holds the
 * session's `.ics`, the returned function records the customer's mail through the self-booking
 * path (same UID; a move with a higher SEQUENCE, a delete as METHOD:CANCEL) in the change's
 * transaction, so the mail exists exactly when the change does. The trainer gets no notice:
 * staff made the change. The customer or auth service down is a 503 before anything is written.
 * `trainerId`: the trainer the mail names (a move may hand the session to another trainer).
 */
export async function staffCalendarMail(
  context: TrainingContext,
  training: TrainingRecord,
  trainerId: string,
  request: FastifyRequest,
): Promise<StaffCalendarMail | undefined> {
  if (training.status !== 'scheduled') return undefined;
  if (training.dateOfTraining.getTime() <= context.now().getTime()) return undefined;
  if (!(await customerHoldsInvite(context, training))) return undefined;
  const [settings, customer, trainer] = await Promise.all([
    context.settings.get(request.id),
    context.people.customer(training.customerId, request.id),
    context.people.staffContact(trainerId, request.id),
  ]);
  if (!customer || !trainer) return undefined;
  return (transaction, change, sequence) => {
    const event: SelfBookingEvent = { ...change, trainingId: training.id, sequence };
    return recordSelfBookingMail(context, event, { settings, customer, trainer }, transaction, {
      noticeToTrainer: false,
    });
  };
}

/** Raises the session's `.ics` SEQUENCE in the change's transaction and answers the new one. */
export async function nextCalendarSequence(
  context: TrainingContext,
  trainingId: string,
  transaction: Transaction,
): Promise<number> {
  const [row] = await context.sequelize.query<{ calendar_sequence: number }>(
    `UPDATE trainings SET calendar_sequence = calendar_sequence + 1 WHERE id = $id
     RETURNING calendar_sequence`,
    { type: QueryTypes.SELECT, bind: { id: trainingId }, transaction },
  );
  if (!row) throw new Error(`training ${trainingId} vanished inside its own change`);
  return row.calendar_sequence;
}
