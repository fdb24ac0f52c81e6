import { QueryTypes } from 'sequelize';
import type { Migration } from '@studio/service-kit/migrations';

/** The studio's default `packageValidityDays` when this migration was written. */
const defaultValidityDays = 180;
const businessTimeZone = 'Asia/Singapore';

/**
 * Packages: each payment buys `sessions` usable until the start of `expires_on` (a business date in
 * Asia/Singapore). A package's id is the id of its payment's ledger entry, and every entry that
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

  // Replays each customer's draws and returns in order: a draw takes from the oldest package
  // (by expiry) with sessions left, a return goes to the package its claim drew from.
  const entries = await sequelize.query<{
    id: string;
    customer_id: string;
    source_type: string;
    source_id: string;
    delta: number;
  }>(
    `SELECT id, customer_id, source_type, source_id, delta FROM customer.ledger_entries
      WHERE source_type IN ('training-claim', 'training-unclaim', 'late-cancel', 'late-cancel-waiver')
         OR (source_type = 'adjustment' AND delta < 0)
      ORDER BY customer_id, created_at, id`,
    { type: QueryTypes.SELECT },
  );
  const packages = await sequelize.query<{ id: string; customer_id: string; sessions: number }>(
    `SELECT id, customer_id, sessions FROM customer.packages ORDER BY customer_id, expires_on, paid_at, id`,
    { type: QueryTypes.SELECT },
  );
  const left = new Map(packages.map((row) => [row.id, row.sessions]));
  const drawnFrom = new Map<string, string>();
  for (const entry of entries) {
    let packageId: string | undefined;
    if (entry.delta < 0) {
      packageId = packages.find(
        (row) => row.customer_id === entry.customer_id && (left.get(row.id) ?? 0) > 0,
      )?.id;
      if (packageId) drawnFrom.set(entry.source_id, packageId);
    } else {
      packageId = drawnFrom.get(entry.source_id);
    }
    if (!packageId) continue;
    left.set(packageId, (left.get(packageId) ?? 0) + entry.delta);
    await sequelize.query('UPDATE customer.ledger_entries SET package_id = $1 WHERE id = $2', {
      bind: [packageId, entry.id],
    });
  }
};

/** Expiry and settlement entries stay: the balance is still the sum of the ledger. */
export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    ALTER TABLE customer.ledger_entries DROP COLUMN package_id;
    DROP TABLE customer.packages;
  `);
};
