import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { conflict, notFound } from '@studio/service-kit/errors';
import type { LedgerEntryBody, LedgerEntryResult } from '@studio/contracts/customers';
import { recordAudit, type AuditActor } from './audit.js';
import { trackLowBalance, type LowBalanceRule } from './low-balance.js';

/**
 * Applies one balance change at most once. The customer row is locked first, so concurrent repeats
 * of the same source queue up and all but the first find the entry already there (`applied: false`).
 */
export async function applyLedgerEntry(
  sequelize: Sequelize,
  customerId: string,
  entry: LedgerEntryBody,
  actor: AuditActor,
  lowBalance: LowBalanceRule,
): Promise<LedgerEntryResult & { crossedLowBalance: boolean }> {
  return sequelize.transaction(async (transaction) => {
    const [customer] = await sequelize.query<{
      trainer_id: string | null;
      num_of_trainings: number;
    }>('SELECT trainer_id, num_of_trainings FROM customers WHERE id = $1 FOR UPDATE', {
      bind: [customerId],
      type: QueryTypes.SELECT,
      transaction,
    });
    if (!customer) throw notFound('Customer not found.');

    const [inserted] = await sequelize.query<{ id: string }>(
      `INSERT INTO ledger_entries (id, customer_id, source_type, source_id, delta, reason, amount_paid, paid_at, actor_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (source_type, source_id) DO NOTHING
       RETURNING id`,
      {
        bind: [
          randomUUID(),
          customerId,
          entry.sourceType,
          entry.sourceId,
          entry.delta,
          entry.reason ?? null,
          entry.payment?.amountPaid ?? null,
          entry.payment?.paidAt ?? null,
          entry.actorId ?? actor.actorId,
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    if (!inserted) {
      return {
        numOfTrainings: customer.num_of_trainings,
        applied: false,
        crossedLowBalance: false,
      };
    }

    // Checked after the duplicate test so a repeat of an applied entry still answers `applied: false`.
    if (entry.trainerId !== undefined && entry.trainerId !== customer.trainer_id) {
      throw conflict('The customer belongs to another trainer; the balance was not changed.');
    }

    const [updated] = await sequelize.query<{ num_of_trainings: number }>(
      `UPDATE customers
          SET num_of_trainings = num_of_trainings + $2,
              first_paid_at = LEAST(first_paid_at, $3::timestamptz),
              updated_at = now()
        WHERE id = $1 RETURNING num_of_trainings`,
      {
        bind: [customerId, entry.delta, entry.payment?.paidAt ?? null],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    const numOfTrainings = updated?.num_of_trainings ?? customer.num_of_trainings;
    const crossedLowBalance = await trackLowBalance(
      sequelize,
      customerId,
      entry.sourceType,
      lowBalance,
      transaction,
    );
    await recordAudit(
      { ...actor, actorId: entry.actorId ?? actor.actorId },
      'balance.change',
      customerId,
      {
        sourceType: entry.sourceType,
        sourceId: entry.sourceId,
        delta: entry.delta,
        reason: entry.reason ?? null,
        balanceBefore: customer.num_of_trainings,
        balanceAfter: numOfTrainings,
        via: actor.actorId,
      },
      transaction,
    );
    return { numOfTrainings, applied: true, crossedLowBalance };
  });
}
