import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { LedgerSourceType } from '../models/ledger-outbox.js';

export interface LedgerEntry {
  sourceType: LedgerSourceType;
  sourceId: string;
  customerId: string;
  delta: number;
  reason: string;
  actorId?: string;
}

/**
 * Records a ledger command in the caller's transaction, so it exists exactly when the training
 * change does. One command per source: recording it again changes nothing. Returns its id.
 */
export async function recordLedgerEntry(
  sequelize: Sequelize,
  entry: LedgerEntry,
  transaction: Transaction,
): Promise<string> {
  const [row] = await sequelize.query<{ id: string }>(
    `INSERT INTO ledger_outbox (id, source_type, source_id, customer_id, delta, reason, actor_id)
     VALUES ($id, $sourceType, $sourceId, $customerId, $delta, $reason, $actorId)
     ON CONFLICT (source_type, source_id) DO UPDATE SET source_type = EXCLUDED.source_type
     RETURNING id`,
    {
      type: QueryTypes.SELECT,
      transaction,
      bind: { id: randomUUID(), ...entry, actorId: entry.actorId ?? null },
    },
  );
  if (!row) throw new Error('ledger outbox insert returned nothing');
  return row.id;
}

/** Commands not yet accepted by the customer service, oldest first. */
export async function pendingLedgerEntries(
  sequelize: Sequelize,
  olderThan: Date,
  limit = 100,
): Promise<Array<{ id: string; sourceType: LedgerSourceType; sourceId: string }>> {
  return sequelize.query(
    `SELECT id, source_type AS "sourceType", source_id AS "sourceId" FROM ledger_outbox
     WHERE delivered_at IS NULL AND created_at < $olderThan::timestamptz
     ORDER BY created_at LIMIT $limit::int`,
    { type: QueryTypes.SELECT, bind: { olderThan: olderThan.toISOString(), limit } },
  );
}
