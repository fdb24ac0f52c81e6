import type { Migration } from '@studio/service-kit/migrations';

/**
 * The customers screen pages, sorts and searches on the server. Each sort column gets an index
 * in the list's order (with the id as tie-breaker, so a keyset cursor continues inside it);
 * search (text inside name, email or phone) gets a trigram index. Payment History sorts by
 * the first payment's date, kept on the customer row by the ledger (`first_paid_at`).
 */

const sortIndexes: [name: string, expression: string][] = [
  ['customers_sort_name', 'lower(name), id'],
  ['customers_sort_email', 'lower(email), id'],
  ['customers_sort_phone', 'phone, id'],
  ['customers_sort_sex', 'lower(sex), id'],
  ['customers_sort_date_of_birth', 'date_of_birth, id'],
  ['customers_sort_num_of_trainings', 'num_of_trainings, id'],
  ['customers_sort_first_payment', "COALESCE(first_paid_at, '-infinity'::timestamptz), id"],
  ['customers_sort_trainer', 'trainer_id, id'],
];
/** What search reads: one trigram index over the three searched columns beats three of them. */
const customerSearchText = `lower(name) || chr(1) || lower(email) || chr(1) || phone`;

export const up: Migration = async ({ context: queryInterface }) => {
  const { sequelize } = queryInterface;
  await sequelize.query('ALTER TABLE customer.customers ADD COLUMN first_paid_at timestamptz');
  await sequelize.query(
    `UPDATE customer.customers c
        SET first_paid_at = first.paid_at
       FROM (SELECT customer_id, min(paid_at) AS paid_at
               FROM customer.ledger_entries
              WHERE source_type = 'payment'
              GROUP BY customer_id) first
      WHERE first.customer_id = c.id`,
  );
  for (const [name, expression] of sortIndexes)
    await sequelize.query(`CREATE INDEX ${name} ON customer.customers (${expression})`);

  // pg_trgm is a trusted extension (a database owner may create it); one copy serves the database,
  // wherever it was installed first.
  await sequelize.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  const [[{ schema }]] = (await sequelize.query(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm'`,
  )) as [[{ schema: string }], unknown];
  await sequelize.query(
    `CREATE INDEX customers_search ON customer.customers USING gin ((${customerSearchText}) "${schema}".gin_trgm_ops)`,
  );
};

export const down: Migration = async ({ context: queryInterface }) => {
  const { sequelize } = queryInterface;
  await sequelize.query('DROP INDEX customer.customers_search');
  for (const [name] of sortIndexes) await sequelize.query(`DROP INDEX customer.${name}`);
  await sequelize.query('ALTER TABLE customer.customers DROP COLUMN first_paid_at');
};
