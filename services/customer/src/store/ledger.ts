import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { conflict, notFound } from '@studio/service-kit/errors';
import type {
  LedgerEntryBody,
  LedgerEntryResult,
  LedgerSourceType,
} from '@studio/contracts/customers';
import type { MailStudio } from '@studio/contracts/mail';
import { todayIn } from '../domain/business-date.js';
import { recordAudit, type AuditActor } from './audit.js';
import { trackLowBalance } from './low-balance.js';
import { placeEntry, settleCredit } from './package-placement.js';
import { recordPaymentReceipt } from '../notices/payment-receipt.js';

/** What a ledger entry's rules read besides the entry: settings, the time zone and the clock. */
export interface LedgerRules {
  /** `lowBalanceThreshold` from the settings. */
  lowBalanceThreshold: number;
  /** `packageValidityDays` from the settings: a payment's package unless it names its own. */
  packageValidityDays: number;
  timeZone: string;
  /** The moment of this entry (the injected clock): its `created_at`, "today" for expiry. */
  at: Date;
  /** Signs the payment receipt. */
  studio: MailStudio;
}

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

/**
 * Applies one balance change at most once. The customer row is locked first, so concurrent
 * entries of one customer (repeats, claims, the expiry) queue up: each sees the packages as the
 * one before left them, and all but the first of a repeated source find it there (`applied: false`).
 */
export async function applyLedgerEntry(
  sequelize: Sequelize,
  customerId: string,
  entry: LedgerEntryBody,
  actor: AuditActor,
  rules: LedgerRules,
): Promise<
  LedgerEntryResult & {
    crossedLowBalance: boolean;
    /** The package a payment bought, to schedule its expiry after commit. */
    newPackage?: { id: string; expiresOn: string };
  }
> {
  return sequelize.transaction(async (transaction) => {
    const customer = await lockCustomer(sequelize, customerId, transaction);
    if (!customer) throw notFound('Customer not found.');

    const [existing] = await sequelize.query(
      'SELECT 1 FROM ledger_entries WHERE source_type = $1 AND source_id = $2',
      { bind: [entry.sourceType, entry.sourceId], type: QueryTypes.SELECT, transaction },
    );
    if (existing) {
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

    const id = randomUUID();
    const actorId = entry.actorId ?? actor.actorId;
    const { packageId, alongside, expiresOn } = await placeEntry(
      sequelize,
      customerId,
      { ...entry, id },
      rules,
      transaction,
    );
    await writeLedgerRows(
      sequelize,
      customerId,
      [{ ...entry, id, packageId, reason: entry.reason ?? null }, ...alongside],
      { actorId, at: rules.at },
      transaction,
    );
    const settlements = await settleCredit(
      sequelize,
      customerId,
      id,
      todayIn(rules.timeZone, rules.at),
      transaction,
    );
    alongside.push(...settlements);
    const numOfTrainings = await writeLedgerRows(
      sequelize,
      customerId,
      settlements,
      { actorId, at: rules.at },
      transaction,
    );
    const crossedLowBalance = await trackLowBalance(
      sequelize,
      customerId,
      entry.sourceType,
      { threshold: rules.lowBalanceThreshold, at: rules.at },
      transaction,
    );
    await recordAudit(
      { ...actor, actorId },
      'balance.change',
      customerId,
      {
        sourceType: entry.sourceType,
        sourceId: entry.sourceId,
        delta: entry.delta,
        reason: entry.reason ?? null,
        packageId,
        alongside: alongside.map(({ sourceType, delta }) => ({ sourceType, delta })),
        balanceBefore: customer.num_of_trainings,
        balanceAfter: numOfTrainings,
        via: actor.actorId,
      },
      transaction,
    );
    if (entry.payment && expiresOn) {
      await recordPaymentReceipt(
        sequelize,
        {
          packageId: id,
          customer,
          payment: entry.payment,
          sessions: entry.delta,
          expiresOn,
          balance: numOfTrainings,
          studio: rules.studio,
          timeZone: rules.timeZone,
        },
        transaction,
      );
    }
    return {
      numOfTrainings,
      applied: true,
      crossedLowBalance,
      newPackage: expiresOn ? { id, expiresOn } : undefined,
    };
  });
}
