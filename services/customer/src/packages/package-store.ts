import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { LedgerSourceType } from '@studio/contracts/customers';

/**
 * Packages inside a ledger transaction. Every caller holds the customer's row lock
 * (`SELECT ... FOR UPDATE`), so draws, returns, expiry and extensions of one customer's packages
 * happen one at a time and each sees the others' committed entries.
 */

export interface NewPackage {
  id: string;
  customerId: string;
  sessions: number;
  amountPaid: number;
  paidAt: string;
  expiresOn: string;
  reference: string | null;
}

export async function insertPackage(
  sequelize: Sequelize,
  newPackage: NewPackage,
  transaction: Transaction,
): Promise<void> {
  await sequelize.query(
    `INSERT INTO packages (id, customer_id, sessions, amount_paid, paid_at, expires_on, reference)
     VALUES ($id, $customerId, $sessions, $amountPaid, $paidAt, $expiresOn, $reference)`,
    { bind: { ...newPackage }, transaction },
  );
}

/** Sessions the package still holds: the sum of its ledger entries. */
export const sessionsLeftSql = (packageAlias: string) =>
  `(SELECT COALESCE(sum(l.delta), 0)::int FROM ledger_entries l WHERE l.package_id = ${packageAlias}.id)`;

/**
 * The packages a draw may take from, in the order it takes them: not expired by `today` (business
 * date), with sessions left, the one expiring first (then the oldest) first.
 */
export async function usablePackages(
  sequelize: Sequelize,
  customerId: string,
  today: string,
  transaction: Transaction,
): Promise<Array<{ id: string; sessionsLeft: number }>> {
  return sequelize.query<{ id: string; sessionsLeft: number }>(
    `SELECT p.id, p.left AS "sessionsLeft"
       FROM (SELECT p.id, p.expires_on, p.paid_at, ${sessionsLeftSql('p')} AS left
               FROM packages p
              WHERE p.customer_id = $customerId AND p.expired_at IS NULL
                AND p.expires_on > $today::date) p
      WHERE p.left > 0
      ORDER BY p.expires_on, p.paid_at, p.id`,
    { type: QueryTypes.SELECT, bind: { customerId, today }, transaction },
  );
}

/** The package a draw takes from; undefined when none has sessions (the draw is then on credit). */
export async function packageToDrawFrom(
  sequelize: Sequelize,
  customerId: string,
  today: string,
  transaction: Transaction,
): Promise<string | undefined> {
  const [first] = await usablePackages(sequelize, customerId, today, transaction);
  return first?.id;
}

/** The draw a return gives back: an unclaim returns its claim's session, a waiver its late cancel's. */
export const drawReturnedBy: Partial<Record<LedgerSourceType, LedgerSourceType>> = {
  'training-unclaim': 'training-claim',
  'late-cancel-waiver': 'late-cancel',
};

/** Where the returned draw took its session from: a package, or `null` (credit / no such draw). */
export async function packageOfDraw(
  sequelize: Sequelize,
  customerId: string,
  draw: { sourceType: LedgerSourceType; sourceId: string },
  transaction: Transaction,
): Promise<{ id: string; expired: boolean } | null> {
  const [row] = await sequelize.query<{ id: string; expired: boolean }>(
    `SELECT p.id, p.expired_at IS NOT NULL AS expired
       FROM ledger_entries e JOIN packages p ON p.id = e.package_id
      WHERE e.customer_id = $customerId AND e.source_type = $sourceType AND e.source_id = $sourceId`,
    { type: QueryTypes.SELECT, bind: { customerId, ...draw }, transaction },
  );
  return row ?? null;
}

/** Sessions outside any package: negative while sessions were used on credit, positive from adjustments. */
export async function creditBalance(
  sequelize: Sequelize,
  customerId: string,
  transaction: Transaction,
): Promise<number> {
  const [row] = await sequelize.query<{ sessions: number }>(
    `SELECT COALESCE(sum(delta), 0)::int AS sessions FROM ledger_entries
      WHERE customer_id = $customerId AND package_id IS NULL`,
    { type: QueryTypes.SELECT, bind: { customerId }, transaction },
  );
  return row?.sessions ?? 0;
}

export interface PackageRow {
  id: string;
  customer_id: string;
  expires_on: string;
  expired_at: Date | null;
  paid_at: Date;
  sessions_left: number;
}

/** One package, row-locked, with its sessions left. */
export async function lockPackage(
  sequelize: Sequelize,
  packageId: string,
  transaction: Transaction,
): Promise<PackageRow | undefined> {
  const [row] = await sequelize.query<PackageRow>(
    `SELECT p.id, p.customer_id, to_char(p.expires_on, 'YYYY-MM-DD') AS expires_on, p.expired_at,
            p.paid_at, ${sessionsLeftSql('p')} AS sessions_left
       FROM packages p WHERE p.id = $packageId FOR UPDATE`,
    { type: QueryTypes.SELECT, bind: { packageId }, transaction },
  );
  return row;
}
