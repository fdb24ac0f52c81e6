import type { FastifyBaseLogger } from 'fastify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { mailStudioOf } from '@studio/contracts/mail';
import type { Clock } from '@studio/service-kit/clock';
import type { MailRelay } from '@studio/service-kit/outbox-relay';
import { staffNamesOrUnknown, type StaffDirectory } from '@studio/service-kit/staff-directory';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import { updateLead } from '../store/leads.js';
import { recordTrialMail } from './trial-mail.js';
import type { TrialServices } from './trial-services.js';

export const unpaidHoldReason =
  'The trial time was not paid within 20 minutes, so it was released.';

/**
 * Releases the unpaid trial holds whose 20 minutes are over: the training service records the end
 * of the hold (its time stopped counting at `expires_at` already) and the lead is marked lost with
 * the reason. Everything it needs is in the database, so a restart loses nothing: the next sweep
 * finds what the last one did not finish. Answers how many it released.
 */
export async function releaseExpiredTrialHolds({
  sequelize,
  clock,
  trial,
  logger,
  settings,
  trainers,
  mailRelay,
  timeZone,
}: {
  sequelize: Sequelize;
  clock: Clock;
  trial: TrialServices;
  logger: FastifyBaseLogger;
  settings: StudioSettingsReader;
  trainers: StaffDirectory;
  mailRelay: MailRelay;
  timeZone: string;
}): Promise<number> {
  const now = clock.now();
  const due = await sequelize.query<{
    id: string;
    name: string;
    email: string;
    trainer_id: string;
    session_start: Date;
    payment_reference: string;
  }>(
    `SELECT id, name, email, trainer_id, session_start, payment_reference FROM customer.leads
      WHERE stage = 'trial booked' AND hold_released_at IS NULL AND paid_at IS NULL
        AND hold_expires_at <= $now
      ORDER BY hold_expires_at LIMIT 100`,
    { type: QueryTypes.SELECT, bind: { now: now.toISOString() } },
  );
  if (due.length === 0) return 0;
  const requestId = `trial-release-${now.getTime()}`;
  const studio = mailStudioOf(await settings.get(requestId));
  const trainerNameOf = await staffNamesOrUnknown(
    trainers,
    due.map((lead) => lead.trainer_id),
    logger,
    requestId,
  );
  let released = 0;
  for (const lead of due) {
    const { id } = lead;
    try {
      const hold = await trial.release(id, requestId);
      // Paid at the last moment: the confirmation is the staff's to record, not a release.
      if (hold.trainingId) continue;
      await sequelize.transaction(async (transaction) => {
        await updateLead(
          sequelize,
          id,
          { stage: 'lost', lost_reason: unpaidHoldReason, lost_at: now, hold_released_at: now },
          now,
          transaction,
        );
        await recordTrialMail(
          sequelize,
          {
            leadId: id,
            change: 'released',
            visitor: lead,
            trainerName: trainerNameOf(lead.trainer_id),
            startsAt: lead.session_start,
            reference: lead.payment_reference,
            studio,
            timeZone,
          },
          transaction,
        );
      });
      released += 1;
    } catch (error) {
      logger.warn(
        { err: error, leadId: id },
        'releasing an unpaid trial hold failed; retried at the next sweep',
      );
    }
  }
  if (released > 0) await mailRelay.flush().catch(() => 0);
  return released;
}

/** Runs the release every `intervalMs`; returns the function that stops it. */
export function startTrialHoldRelease(
  dependencies: Parameters<typeof releaseExpiredTrialHolds>[0],
  intervalMs: number,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void releaseExpiredTrialHolds(dependencies)
      .catch((error: unknown) =>
        dependencies.logger.warn({ err: error }, 'the trial hold release sweep failed'),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
