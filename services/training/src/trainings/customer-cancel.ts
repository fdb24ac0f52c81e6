import type { FastifyRequest } from 'fastify';
import type { CancelledTraining } from '@studio/contracts/my-trainings';
import { conflict, notFound } from '@studio/service-kit/errors';
import type { Identity } from '@studio/service-kit/identity-token';
import { recordMail } from '@studio/service-kit/mail-outbox';
import type { TrainingContext } from '../context.js';
import { cancelTiming } from '../domain/cancel-policy.js';
import { recordLedgerEntry } from '../ledger/outbox.js';
import { recordScheduledDeletion } from '../reports/deleted-trainings.js';
import { lateCancelMail, lateCancelMailKind } from '../mail/late-cancel-mail.js';
import { customerHoldsInvite } from './customer-holds-invite.js';
import { selfBookingCancelMail } from './self-booking.js';

type Customer = Extract<Identity, { kind: 'customer' }>;

const changedMeanwhile = 'This session was changed meanwhile; reload your sessions and try again.';

/**
 * A customer cancels one of their own upcoming sessions. With enough notice it is removed as a
 * staff delete would remove it; with less it stays on the calendar as `late-cancelled`, one
 * session is debited when the studio charges late cancels (one ledger command per training,
 * however often it is retried), and the trainer is mailed. Either way a customer holding the
 * session's `.ics` gets METHOD:CANCEL with its UID and a higher SEQUENCE.
 */
export async function cancelOwnTraining(
  context: TrainingContext,
  me: Customer,
  trainingId: string,
  request: FastifyRequest,
): Promise<CancelledTraining> {
  const { sequelize, trainings } = context;
  const training = await trainings.findByPk(trainingId);
  const now = context.now();
  // Someone else's training, a claimed or already cancelled one: none of the customer's business.
  if (!training || training.customerId !== me.customerId || training.status !== 'scheduled')
    throw notFound('Training not found.');
  const settings = await context.settings.get(request.id);
  const startsAt = training.dateOfTraining;
  const timing = cancelTiming({ startsAt, now, cancelNoticeHours: settings.cancelNoticeHours });
  if (timing === 'started')
    throw conflict('This session has already started, so it can no longer be cancelled.');
  const session = { trainingId: training.id, startsAt };
  // Only a session still as the customer saw it is changed: scheduled at that time, and no
  // calendar mail sent meanwhile (the cancel's SEQUENCE must be the highest).
  const unchanged = {
    id: training.id,
    status: 'scheduled' as const,
    dateOfTraining: startsAt,
    calendarSequence: training.calendarSequence,
  };

  // The customer holds the session's .ics (their booking's confirmation, a reminder or a move
  // sent it), however it was booked: the cancel removes the event from their calendar.
  const calendarCancel = (await customerHoldsInvite(context, training))
    ? await selfBookingCancelMail(context, training, me, settings, request, {
        late: timing === 'late',
      })
    : undefined;

  if (timing === 'early') {
    const removed = await sequelize.transaction(async (transaction) => {
      const count = await trainings.destroy({ where: unchanged, transaction });
      if (count > 0) {
        await recordScheduledDeletion(sequelize, training, me.userId, transaction);
        await calendarCancel?.(transaction);
      }
      return count;
    });
    if (removed === 0) throw conflict(changedMeanwhile);
    await context.reminders.afterChange({ cancel: [session] }, request.log);
    if (calendarCancel) await context.mail.flush().catch(() => 0);
    return {
      late: false,
      charged: false,
      message: 'Your session is cancelled. Nothing was charged.',
    };
  }

  const charged = settings.lateCancelCharges;
  // Read before the change: the mail is recorded with it, so it exists exactly when the cancel does.
  const [trainer, customer] = await Promise.all([
    context.people.staffContact(training.trainerId, request.id),
    context.people.customer(training.customerId, request.id),
  ]);
  const debit = await sequelize.transaction(async (transaction) => {
    const [cancelled] = await trainings.update(
      {
        status: 'late-cancelled',
        lateCancelledAt: now,
        lateCancelCharged: charged,
        // The session stays on the calendar: it keeps the SEQUENCE its cancel was sent with.
        ...(calendarCancel ? { calendarSequence: training.calendarSequence + 1 } : {}),
      },
      { where: unchanged, transaction },
    );
    if (cancelled === 0) return 'changed' as const;
    await calendarCancel?.(transaction);
    await recordMail(
      sequelize,
      { kind: lateCancelMailKind, subjectId: training.id, occasion: startsAt },
      trainer?.email.trim()
        ? lateCancelMail({
            trainer,
            customerName: customer?.name ?? me.name,
            startsAt,
            charged,
            settings,
            timeZone: context.timeZone,
            publicBaseUrl: context.publicBaseUrl,
          })
        : null,
      transaction,
    );
    if (!charged) return null;
    const outboxId = await recordLedgerEntry(
      sequelize,
      {
        sourceType: 'late-cancel',
        sourceId: training.id,
        customerId: training.customerId,
        delta: -1,
        reason: 'Late cancel',
        actorId: me.userId,
      },
      transaction,
    );
    return { outboxId, sourceType: 'late-cancel' as const, sourceId: training.id };
  });
  if (debit === 'changed') throw conflict(changedMeanwhile);
  if (debit) await context.ledger.dispatch(debit, request.log, request.id);
  await context.reminders.afterChange({ cancel: [session] }, request.log);
  // The worker's relay loop sends it when the queue cannot take it now.
  await context.mail.flush().catch(() => 0);
  const notice = `less than ${settings.cancelNoticeHours} hours before it starts`;
  return {
    late: true,
    charged,
    message: charged
      ? `Your session is cancelled. Because it was ${notice}, one session was taken from your balance.`
      : `Your session is cancelled. It was ${notice}, but late cancels are not charged.`,
  };
}
