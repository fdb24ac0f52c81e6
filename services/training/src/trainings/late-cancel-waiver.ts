import type { FastifyRequest } from 'fastify';
import { conflict } from '@studio/service-kit/errors';
import type { Identity } from '@studio/service-kit/identity-token';
import type { TrainingContext } from '../context.js';
import { recordLedgerEntry } from '../ledger/outbox.js';
import type { TrainingRecord } from '../models/training.js';
import { findVisibleTraining } from './access.js';

type Person = Extract<Identity, { kind: 'user' }>;

/**
 * Staff waive a late cancel: the training records who waived it and when, and a charged one gets
 * its session back through a `late-cancel-waiver` ledger command (audited by the customer service
 * with the waiving staff member as actor). Waiving again changes nothing.
 */
export async function waiveLateCancel(
  context: TrainingContext,
  caller: Person,
  trainingId: string,
  request: FastifyRequest,
): Promise<TrainingRecord> {
  const { sequelize, trainings } = context;
  const training = await findVisibleTraining(context, caller, trainingId, request);
  if (training.status !== 'late-cancelled')
    throw conflict('Only a late-cancelled training can be waived.');
  const credit = await sequelize.transaction(async (transaction) => {
    const [waived] = await trainings.update(
      { lateCancelWaivedAt: context.now(), lateCancelWaivedBy: caller.userId },
      {
        where: { id: training.id, status: 'late-cancelled', lateCancelWaivedAt: null },
        transaction,
      },
    );
    if (waived === 0 || !training.lateCancelCharged) return null;
    const outboxId = await recordLedgerEntry(
      sequelize,
      {
        sourceType: 'late-cancel-waiver',
        sourceId: training.id,
        customerId: training.customerId,
        delta: 1,
        reason: 'Late cancel waived',
        actorId: caller.userId,
      },
      transaction,
    );
    return { outboxId, sourceType: 'late-cancel-waiver' as const, sourceId: training.id };
  });
  if (credit) {
    request.log.info(
      { trainingId: training.id, actorId: caller.userId },
      'late cancel waived; session credited back',
    );
    await context.ledger.dispatch(credit, request.log, request.id);
  }
  await training.reload();
  return training;
}
