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
import { expiryDateOf } from '../domain/package-dates.js';
import { recordAudit, type AuditActor } from './audit.js';
import { trackLowBalance } from './low-balance.js';
import {
  creditBalance,
  drawReturnedBy,
  insertPackage,
  packageOfDraw,
  packageToDrawFrom,
  usablePackages,
} from './packages.js';
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
 * Sessions owed on credit are paid back from the packages that can be used (first to expire
 * first) as soon as any has sessions: after a payment, a return, or an adjustment that took
 * sessions the credit did not have. Each pair of `overdraft-settlement` entries moves sessions from
 * a package to the credit (the balance is unchanged), so no usable package holds sessions while
 * the customer owes some.
 */
async function settleCredit(
  sequelize: Sequelize,
  customerId: string,
  entryId: string,
  today: string,
  transaction: Transaction,
): Promise<LedgerRow[]> {
  let owed = -(await creditBalance(sequelize, customerId, transaction));
  const settlements: LedgerRow[] = [];
  if (owed <= 0) return settlements;
  for (const usable of await usablePackages(sequelize, customerId, today, transaction)) {
    const settled = Math.min(owed, usable.sessionsLeft);
    const reason = `${settled} session(s) used on credit, paid from a package`;
    settlements.push(
      {
        sourceType: 'overdraft-settlement',
        sourceId: `${entryId}:${usable.id}`,
        delta: -settled,
        packageId: usable.id,
        reason,
      },
      {
        sourceType: 'overdraft-settlement',
        sourceId: `${entryId}:${usable.id}:credit`,
        delta: settled,
        packageId: null,
        reason,
      },
    );
    owed -= settled;
    if (owed === 0) break;
  }
  return settlements;
}

/**
 * Where an entry's sessions come from or go to, and the entries that go with it:
 * - a payment buys a package (id = the entry's id);
 * - a claim or a late cancel draws from the package expiring first that has sessions left, or on
 *   credit (no package) when none has: a claim is never refused, the balance may go below 0;
 * - an unclaim or a waiver returns the session to the package its draw came from; if that package
 *   has expired since, the session expires with it at once (it would have, unused);
 * - an adjustment is on credit: it neither buys nor draws from a package (but sessions it takes
 *   that the credit did not have are paid back from packages at once, see `settleCredit`).
 */
async function placeEntry(
  sequelize: Sequelize,
  customerId: string,
  entry: LedgerEntryBody & { id: string },
  rules: LedgerRules,
  transaction: Transaction,
): Promise<{ packageId: string | null; alongside: LedgerRow[]; expiresOn?: string }> {
  if (entry.sourceType === 'payment' && entry.payment) {
    const paidAt = new Date(entry.payment.paidAt);
    const expiresOn = expiryDateOf(
      paidAt,
      entry.payment.validityDays ?? rules.packageValidityDays,
      rules.timeZone,
    );
    await insertPackage(
      sequelize,
      {
        id: entry.id,
        customerId,
        sessions: entry.delta,
        amountPaid: entry.payment.amountPaid,
        paidAt: paidAt.toISOString(),
        expiresOn,
        reference: entry.payment.reference ?? null,
      },
      transaction,
    );
    return { packageId: entry.id, alongside: [], expiresOn };
  }
  if (entry.sourceType === 'training-claim' || entry.sourceType === 'late-cancel') {
    const today = todayIn(rules.timeZone, rules.at);
    const packageId = await packageToDrawFrom(sequelize, customerId, today, transaction);
    return { packageId: packageId ?? null, alongside: [] };
  }
  const drawType = drawReturnedBy[entry.sourceType];
  if (drawType) {
    const drawnFrom = await packageOfDraw(
      sequelize,
      customerId,
      { sourceType: drawType, sourceId: entry.sourceId },
      transaction,
    );
    if (!drawnFrom) return { packageId: null, alongside: [] };
    const alongside: LedgerRow[] = drawnFrom.expired
      ? [
          {
            sourceType: 'expiry',
            sourceId: `${drawnFrom.id}:${entry.id}`,
            delta: -entry.delta,
            packageId: drawnFrom.id,
            reason: 'Returned to a package that had expired',
          },
        ]
      : [];
    return { packageId: drawnFrom.id, alongside };
  }
  return { packageId: null, alongside: [] };
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
