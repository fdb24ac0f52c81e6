import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { conflict, notFound } from '@studio/service-kit/errors';
import type { LedgerEntryBody, LedgerSourceType } from '@studio/contracts/customers';

/**
 * Ledger rows and the customer row lock: the writes every balance change shares (a new entry, a
 * package's expiry).
 */

export interface LedgerRow {
  sourceType: LedgerSourceType;
  sourceId: string;
  delta: number;
  packageId: string | null;
  reason?: string | null;
}

export interface LockedCustomer {
  trainer_id: string | null;
  num_of_trainings: number;
  name: string;
  email: string;
}

/** Takes the customer's row lock: every change to a customer's balance or packages goes through it. */
export async function lockCustomer(
  sequelize: Sequelize,
  customerId: string,
  transaction: Transaction,
): Promise<LockedCustomer | undefined> {
  const [customer] = await sequelize.query<LockedCustomer>(
    'SELECT trainer_id, num_of_trainings, name, email FROM customers WHERE id = $1 FOR UPDATE',
    { bind: [customerId], type: QueryTypes.SELECT, transaction },
  );
  return customer;
}

/** Writes entries (all or none: a repeated source rolls the transaction back) and moves the balance. */
export async function writeLedgerRows(
  sequelize: Sequelize,
  customerId: string,
  rows: Array<LedgerRow & { id?: string; payment?: LedgerEntryBody['payment'] }>,
  { actorId, at }: { actorId: string | null; at: Date },
  transaction: Transaction,
): Promise<number> {
  for (const row of rows) {
    const [inserted] = await sequelize.query<{ id: string }>(
      `INSERT INTO ledger_entries (id, customer_id, source_type, source_id, delta, reason, amount_paid, paid_at, actor_id, package_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (source_type, source_id) DO NOTHING
       RETURNING id`,
      {
        bind: [
          row.id ?? randomUUID(),
          customerId,
          row.sourceType,
          row.sourceId,
          row.delta,
          row.reason ?? null,
          row.payment?.amountPaid ?? null,
          row.payment?.paidAt ?? null,
          actorId,
          row.packageId,
          at.toISOString(),
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    if (!inserted) throw conflict('This balance change was already recorded for another customer.');
  }
  const paidAt = rows.find((row) => row.payment)?.payment?.paidAt ?? null;
  const [updated] = await sequelize.query<{ num_of_trainings: number }>(
    `UPDATE customers
        SET num_of_trainings = num_of_trainings + $2,
            first_paid_at = LEAST(first_paid_at, $3::timestamptz),
            updated_at = now()
      WHERE id = $1 RETURNING num_of_trainings`,
    {
      bind: [customerId, rows.reduce((sum, row) => sum + row.delta, 0), paidAt],
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  if (!updated) throw notFound('Customer not found.');
  return updated.num_of_trainings;
}
