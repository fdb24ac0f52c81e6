import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { conflict, notFound } from '@studio/service-kit/errors';
import type { LedgerEntryBody, LedgerEntryResult } from '@studio/contracts/customers';
import { todayIn } from '../domain/business-date.js';
import { placeEntry, settleCredit, type PlacedEntry } from '../packages/package-placement.js';
import { convertLeadOfPayingCustomer } from './leads.js';
import { recordPaymentReceipt } from '../notices/payment-receipt.js';
import { recordAudit, type AuditActor } from './audit.js';
import type { LedgerContext } from './ledger-context.js';
import {
  lockCustomer,
  writeLedgerRows,
  type LedgerRow,
  type LockedCustomer,
} from './ledger-rows.js';
import { trackLowBalance } from './low-balance.js';

export type AppliedLedgerEntry = LedgerEntryResult & {
  crossedLowBalance: boolean;
  /** The package a payment bought, to schedule its expiry after commit. */
  newPackage?: { id: string; expiresOn: string };
};

/** One entry being applied, inside its transaction, under its customer's row lock. */
interface Application {
  sequelize: Sequelize;
  customerId: string;
  customer: LockedCustomer;
  entry: LedgerEntryBody;
  /** The new entry's id (a payment's package has the same id). */
  id: string;
  /** Who asked (the calling service's identity). */
  actor: AuditActor;
  /** Whom the entry is recorded for: the entry's own `actorId`, else the caller. */
  actorId: string;
  context: LedgerContext;
  transaction: Transaction;
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
  context: LedgerContext,
): Promise<AppliedLedgerEntry> {
  return sequelize.transaction(async (transaction) => {
    const customer = await lockCustomer(sequelize, customerId, transaction);
    if (!customer) throw notFound('Customer not found.');
    if (await isRecorded(sequelize, entry, transaction)) {
      return {
        numOfTrainings: customer.num_of_trainings,
        applied: false,
        crossedLowBalance: false,
      };
    }
    // Checked after the duplicate test so a repeat of an applied entry still answers `applied: false`.
    checkTrainerOf(entry, customer);

    const application: Application = {
      sequelize,
      customerId,
      customer,
      entry,
      id: randomUUID(),
      actor,
      actorId: entry.actorId ?? actor.actorId,
      context,
      transaction,
    };
    const placed = await writeEntryWhereItBelongs(application);
    const { settlements, numOfTrainings } = await payBackCredit(application);
    if (entry.sourceType === 'payment')
      await convertLeadOfPayingCustomer(sequelize, customerId, context.at, transaction);
    const crossedLowBalance = await trackLowBalance(
      sequelize,
      customerId,
      entry.sourceType,
      { threshold: context.lowBalanceThreshold, at: context.at },
      transaction,
    );
    await auditBalanceChange(application, placed, settlements, numOfTrainings);
    if (entry.payment && placed.expiresOn)
      await mailPaymentReceipt(application, entry.payment, placed.expiresOn, numOfTrainings);
    return {
      numOfTrainings,
      applied: true,
      crossedLowBalance,
      newPackage: placed.expiresOn
        ? { id: application.id, expiresOn: placed.expiresOn }
        : undefined,
    };
  });
}

/** Whether an entry of the same source is already in the ledger (for this or another customer). */
async function isRecorded(
  sequelize: Sequelize,
  entry: LedgerEntryBody,
  transaction: Transaction,
): Promise<boolean> {
  const [existing] = await sequelize.query(
    'SELECT 1 FROM ledger_entries WHERE source_type = $1 AND source_id = $2',
    { bind: [entry.sourceType, entry.sourceId], type: QueryTypes.SELECT, transaction },
  );
  return existing !== undefined;
}

function checkTrainerOf(entry: LedgerEntryBody, customer: LockedCustomer): void {
  if (entry.trainerId !== undefined && entry.trainerId !== customer.trainer_id)
    throw conflict('The customer belongs to another trainer; the balance was not changed.');
}

/** The entry itself, in the package it buys, draws from or returns to, and the entries that go with it. */
async function writeEntryWhereItBelongs(application: Application): Promise<PlacedEntry> {
  const { sequelize, customerId, entry, id, actorId, context, transaction } = application;
  const placed = await placeEntry(sequelize, customerId, { ...entry, id }, context, transaction);
  await writeLedgerRows(
    sequelize,
    customerId,
    [
      { ...entry, id, packageId: placed.packageId, reason: entry.reason ?? null },
      ...placed.alongside,
    ],
    { actorId, at: context.at },
    transaction,
  );
  return placed;
}

/** Sessions owed on credit, paid back from packages that now have some; returns the new balance. */
async function payBackCredit(
  application: Application,
): Promise<{ settlements: LedgerRow[]; numOfTrainings: number }> {
  const { sequelize, customerId, id, actorId, context, transaction } = application;
  const today = todayIn(context.timeZone, context.at);
  const settlements = await settleCredit(sequelize, customerId, id, today, transaction);
  const numOfTrainings = await writeLedgerRows(
    sequelize,
    customerId,
    settlements,
    { actorId, at: context.at },
    transaction,
  );
  return { settlements, numOfTrainings };
}

async function auditBalanceChange(
  { customerId, customer, entry, actor, actorId, transaction }: Application,
  placed: PlacedEntry,
  settlements: LedgerRow[],
  balanceAfter: number,
): Promise<void> {
  await recordAudit(
    { ...actor, actorId },
    'balance.change',
    customerId,
    {
      sourceType: entry.sourceType,
      sourceId: entry.sourceId,
      delta: entry.delta,
      reason: entry.reason ?? null,
      packageId: placed.packageId,
      alongside: [...placed.alongside, ...settlements].map(({ sourceType, delta }) => ({
        sourceType,
        delta,
      })),
      balanceBefore: customer.num_of_trainings,
      balanceAfter,
      via: actor.actorId,
    },
    transaction,
  );
}

async function mailPaymentReceipt(
  { sequelize, customer, entry, id, context, transaction }: Application,
  payment: NonNullable<LedgerEntryBody['payment']>,
  expiresOn: string,
  balance: number,
): Promise<void> {
  await recordPaymentReceipt(
    sequelize,
    {
      packageId: id,
      customer,
      payment,
      sessions: entry.delta,
      expiresOn,
      balance,
      studio: context.studio,
      timeZone: context.timeZone,
    },
    transaction,
  );
}
