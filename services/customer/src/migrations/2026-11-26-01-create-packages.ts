import { QueryTypes } from 'sequelize';
import { defaultBusinessTimeZone } from '@studio/service-kit/config';
import type { Migration } from '@studio/service-kit/migrations';

/** The studio's default `packageValidityDays` when this migration was written. */
const defaultValidityDays = 180;
/** Every studio ran in the default zone when this migration was written. */
const businessTimeZone = defaultBusinessTimeZone;

/**
 * Packages: each payment buys `sessions` usable until the start of `expires_on` (a business date in
 * the business time zone). A package's id is the id of its payment's ledger entry, and every entry that
 * adds to, draws from or returns to a package names it in `ledger_entries.package_id`, so a
 * package's sessions left at time T is the sum of the `delta` of its entries created by T.
 * `expired_at` is set when the expiry has removed what was left (the sweep's "done" mark).
 *
 * Existing payments become packages valid for the default period from their payment date, and the
 * history is replayed first in, first out, so old balances and packages agree from the start.
 */
export const up: Migration = async ({ context }) => {
  const { sequelize } = context;
  await sequelize.query(`
    CREATE TABLE customer.packages (
      id uuid PRIMARY KEY,
      customer_id uuid NOT NULL REFERENCES customer.customers (id) ON DELETE CASCADE,
      sessions int NOT NULL CHECK (sessions >= 0),
      amount_paid int NOT NULL,
      paid_at timestamptz NOT NULL,
      expires_on date NOT NULL,
      reference text NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expired_at timestamptz NULL
    );
    CREATE INDEX packages_by_customer ON customer.packages (customer_id, expires_on);
    CREATE INDEX packages_to_expire ON customer.packages (expires_on) WHERE expired_at IS NULL;
    ALTER TABLE customer.ledger_entries
      ADD COLUMN package_id uuid NULL REFERENCES customer.packages (id) ON DELETE CASCADE;
    CREATE INDEX ledger_entries_by_package ON customer.ledger_entries (package_id)
      WHERE package_id IS NOT NULL;
  `);

  await sequelize.query(
    `INSERT INTO customer.packages (id, customer_id, sessions, amount_paid, paid_at, expires_on, created_at)
     SELECT id, customer_id, delta, COALESCE(amount_paid, 0), COALESCE(paid_at, created_at),
            (COALESCE(paid_at, created_at) AT TIME ZONE $zone)::date + $days::int, created_at
       FROM customer.ledger_entries WHERE source_type = 'payment'`,
    { bind: { zone: businessTimeZone, days: defaultValidityDays } },
  );
  await sequelize.query(
    `UPDATE customer.ledger_entries SET package_id = id WHERE source_type = 'payment'`,
  );

  // Replays each customer's history in order with the rules of `store/ledger.ts` (without
  // expiry): a draw takes from the package expiring first that has sessions left, else on credit;
  // a return goes back to its draw's package; what a payment or a return adds pays back credit.
  const entries = await sequelize.query<{
    id: string;
    customer_id: string;
    source_type: string;
    source_id: string;
    delta: number;
    created_at: Date;
  }>(
    `SELECT id, customer_id, source_type, source_id, delta, created_at
       FROM customer.ledger_entries ORDER BY customer_id, created_at, id`,
    { type: QueryTypes.SELECT },
  );
  const packages = await sequelize.query<{ id: string; expires_on: string; paid_at: Date }>(
    `SELECT id, to_char(expires_on, 'YYYY-MM-DD') AS expires_on, paid_at FROM customer.packages`,
    { type: QueryTypes.SELECT },
  );
  const packageById = new Map(packages.map((row) => [row.id, row]));
  const drawTypes = new Set(['training-claim', 'late-cancel']);
  const returnTypes = new Set(['training-unclaim', 'late-cancel-waiver']);
  let customerId = '';
  let open: Array<{ id: string; expires_on: string; paid_at: Date; left: number }> = [];
  let credit = 0;
  const drawnFrom = new Map<string, string>();
  const setPackage = (entryId: string, packageId: string) =>
    sequelize.query('UPDATE customer.ledger_entries SET package_id = $1 WHERE id = $2', {
      bind: [packageId, entryId],
    });
  const businessDate = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone }).format(at);
  const usable = (at: Date) =>
    open.filter((row) => row.left > 0 && row.expires_on > businessDate(at));
  // Sessions owed on credit are paid back from usable packages, as the ledger does now.
  const settle = async (entry: (typeof entries)[number]) => {
    for (const from of usable(entry.created_at)) {
      if (credit >= 0) return;
      const settled = Math.min(-credit, from.left);
      from.left -= settled;
      credit += settled;
      const reason = `${settled} session(s) used on credit, paid from a package`;
      for (const [sourceId, delta, packageId] of [
        [`${entry.id}:${from.id}`, -settled, from.id],
        [`${entry.id}:${from.id}:credit`, settled, null],
      ] as const) {
        await sequelize.query(
          `INSERT INTO customer.ledger_entries (id, customer_id, source_type, source_id, delta, reason, package_id, created_at)
           VALUES (gen_random_uuid(), $1, 'overdraft-settlement', $2, $3, $4, $5, $6)`,
          { bind: [entry.customer_id, sourceId, delta, reason, packageId, entry.created_at] },
        );
      }
    }
  };
  for (const entry of entries) {
    if (entry.customer_id !== customerId) {
      customerId = entry.customer_id;
      open = [];
      credit = 0;
    }
    if (entry.source_type === 'payment') {
      open.push({ ...packageById.get(entry.id)!, left: entry.delta });
      open.sort(
        (a, b) =>
          a.expires_on.localeCompare(b.expires_on) || a.paid_at.getTime() - b.paid_at.getTime(),
      );
    } else if (drawTypes.has(entry.source_type)) {
      const [from] = usable(entry.created_at);
      if (from) {
        from.left += entry.delta;
        drawnFrom.set(`${entry.source_type}:${entry.source_id}`, from.id);
        await setPackage(entry.id, from.id);
      } else {
        credit += entry.delta;
      }
    } else if (returnTypes.has(entry.source_type)) {
      const drawType = entry.source_type === 'training-unclaim' ? 'training-claim' : 'late-cancel';
      const to = open.find((row) => row.id === drawnFrom.get(`${drawType}:${entry.source_id}`));
      if (to) {
        to.left += entry.delta;
        await setPackage(entry.id, to.id);
      } else {
        credit += entry.delta;
      }
    } else if (entry.source_type === 'expiry') {
      // Kept by a `down` and run again: an expiry's source is its package (and the return's entry).
      const expired = open.find((row) => row.id === entry.source_id.split(':')[0]);
      if (expired) {
        expired.left += entry.delta;
        await setPackage(entry.id, expired.id);
      } else {
        credit += entry.delta;
      }
    } else {
      credit += entry.delta;
    }
    await settle(entry);
  }
};

/**
 * Expiry entries stay (they changed the balance, which remains the sum of the ledger); settlement
 * pairs, which only moved sessions between packages and the credit, go with the packages.
 */
export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    DELETE FROM customer.ledger_entries WHERE source_type = 'overdraft-settlement';
    ALTER TABLE customer.ledger_entries DROP COLUMN package_id;
    DROP TABLE customer.packages;
  `);
};
