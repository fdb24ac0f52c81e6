import type { LedgerEntryBody } from '@studio/contracts/customers';
import type { Sequelize, Transaction } from 'sequelize';
import { todayIn } from '../domain/business-date.js';
import type { LedgerContext } from '../store/ledger-context.js';
import type { LedgerRow } from '../store/ledger-rows.js';
import { expiryDateOf } from './package-dates.js';
import {
  creditBalance,
  drawReturnedBy,
  insertPackage,
  packageOfDraw,
  packageToDrawFrom,
  usablePackages,
} from './package-store.js';

/**
 * Sessions owed on credit are paid back from the packages that can be used (first to expire
 * first) as soon as any has sessions: after a payment, a return, or an adjustment that took
 * sessions the credit did not have. Each pair of `overdraft-settlement` entries moves sessions from
 * a package to the credit (the balance is unchanged), so no usable package holds sessions while
 * the customer owes some.
 */
export async function settleCredit(
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

export interface PlacedEntry {
  /** The package the entry buys, draws from or returns to; null on credit. */
  packageId: string | null;
  /** Entries written with it (a return to an expired package expires at once). */
  alongside: LedgerRow[];
  /** A payment's package: when it expires. */
  expiresOn?: string;
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
export async function placeEntry(
  sequelize: Sequelize,
  customerId: string,
  entry: LedgerEntryBody & { id: string },
  context: LedgerContext,
  transaction: Transaction,
): Promise<PlacedEntry> {
  if (entry.sourceType === 'payment' && entry.payment) {
    const paidAt = new Date(entry.payment.paidAt);
    const expiresOn = expiryDateOf(
      paidAt,
      entry.payment.validityDays ?? context.packageValidityDays,
      context.timeZone,
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
    const today = todayIn(context.timeZone, context.at);
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
