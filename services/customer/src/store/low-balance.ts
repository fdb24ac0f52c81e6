import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { LedgerSourceType } from '@studio/contracts/customers';

export interface LowBalanceRule {
  /** `lowBalanceThreshold` from the settings. */
  threshold: number;
  /** The moment of this ledger entry: a new crossing is recorded at it. */
  at: Date;
}

/**
 * Keeps the low-balance state in step with the balance, in the ledger entry's transaction: a claim
 * that leaves sessions at or below the threshold starts a crossing (once: a later claim finds it
 * started), and any entry that lifts them above it ends the crossing, re-arming the notices.
 * True when this entry started a crossing.
 */
export async function trackLowBalance(
  sequelize: Sequelize,
  customerId: string,
  sourceType: LedgerSourceType,
  rule: LowBalanceRule,
  transaction: Transaction,
): Promise<boolean> {
  const [row] = await sequelize.query<{ crossed: boolean }>(
    `UPDATE customers SET low_balance_crossed_at = CASE
         WHEN num_of_trainings > $threshold THEN NULL
         WHEN $claim AND low_balance_crossed_at IS NULL THEN $at::timestamptz
         ELSE low_balance_crossed_at END
      WHERE id = $id
      RETURNING low_balance_crossed_at IS NOT DISTINCT FROM $at::timestamptz AS crossed`,
    {
      type: QueryTypes.SELECT,
      transaction,
      bind: {
        id: customerId,
        threshold: rule.threshold,
        claim: sourceType === 'training-claim',
        at: rule.at.toISOString(),
      },
    },
  );
  return row?.crossed ?? false;
}
