import { randomUUID } from 'node:crypto';
import { createDatabase } from '@studio/service-kit/database';
import { createMigrator } from '@studio/service-kit/migrations';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customerSchema, migrationsDirectory } from '../src/context.js';

let database: TestDatabase;
let sequelize: Sequelize;
const customerId = randomUUID();
const paymentEntryId = randomUUID();

const select = <T extends object>(query: string, bind: unknown[] = []) =>
  sequelize.query<T>(query, { type: QueryTypes.SELECT, bind });

beforeAll(async () => {
  database = await createTestDatabase();
  sequelize = createDatabase({ url: database.url, schema: customerSchema });
  await sequelize.query(`CREATE SCHEMA IF NOT EXISTS ${customerSchema}`);
});

afterAll(async () => {
  await sequelize?.close();
  await database?.drop();
});

async function ledgerEntry(
  at: string,
  sourceType: string,
  sourceId: string,
  delta: number,
  payment?: { amountPaid: number },
  id = randomUUID(),
) {
  await sequelize.query(
    `INSERT INTO customer.ledger_entries (id, customer_id, source_type, source_id, delta, reason, amount_paid, paid_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    {
      bind: [
        id,
        customerId,
        sourceType,
        sourceId,
        delta,
        sourceType === 'adjustment' ? 'a referral' : null,
        payment?.amountPaid ?? null,
        payment ? at : null,
        at,
      ],
    },
  );
}

it('turns existing payments into packages and replays the history first in, first out', async () => {
  const migrator = await createMigrator({
    sequelize,
    schema: customerSchema,
    directory: migrationsDirectory,
  });
  await migrator.up({ to: '2026-11-25-10-index-customer-list-sorts' });
  await sequelize.query(
    `INSERT INTO customer.customers (id, name, email, phone, date_of_birth, ic_encrypted, ic_masked, sex, num_of_trainings)
     VALUES ($1, 'Old Olive', 'olive@example.com', '91234567', '1990-01-01', 'x', 'S****567D', 'F', 5)`,
    { bind: [customerId] },
  );
  const [claimA, claimB, claimC] = [randomUUID(), randomUUID(), randomUUID()];
  await ledgerEntry('2026-05-01T02:00:00Z', 'training-claim', claimA, -1);
  await ledgerEntry(
    '2026-06-01T02:00:00Z',
    'payment',
    randomUUID(),
    5,
    { amountPaid: 400 },
    paymentEntryId,
  );
  await ledgerEntry('2026-06-10T02:00:00Z', 'training-claim', claimB, -1);
  await ledgerEntry('2026-06-11T02:00:00Z', 'training-claim', claimC, -1);
  await ledgerEntry('2026-06-12T02:00:00Z', 'training-unclaim', claimB, 1);
  await ledgerEntry('2026-06-13T02:00:00Z', 'adjustment', randomUUID(), 2);

  await migrator.up();
  const [held] = await select<{
    id: string;
    sessions: number;
    expires_on: string;
    amount_paid: number;
  }>(
    `SELECT id, sessions, to_char(expires_on, 'YYYY-MM-DD') AS expires_on, amount_paid FROM customer.packages`,
  );
  expect(held).toEqual({
    id: paymentEntryId,
    sessions: 5,
    expires_on: '2026-11-28',
    amount_paid: 400,
  });
  const byPackage = await select<{ package_id: string | null; sum: number }>(
    `SELECT package_id, sum(delta)::int AS sum FROM customer.ledger_entries GROUP BY package_id`,
  );
  // The claim made on credit was paid back from the package when it was bought.
  expect(byPackage).toHaveLength(2);
  expect(byPackage.find((row) => row.package_id === paymentEntryId)?.sum).toBe(3);
  expect(byPackage.find((row) => row.package_id === null)?.sum).toBe(2);
  const claims = await select<{ source_id: string; package_id: string | null }>(
    `SELECT source_id, package_id FROM customer.ledger_entries WHERE source_type LIKE 'training-%'`,
  );
  expect(claims.filter((row) => row.package_id === paymentEntryId)).toHaveLength(3);
  expect(claims.find((row) => row.source_id === claimA)?.package_id).toBeNull();

  // Down and up again: the balance stays the sum of the ledger throughout.
  await migrator.down({ to: '2026-11-26-01-create-packages' });
  const [afterDown] = await select<{ sum: number }>(
    'SELECT sum(delta)::int AS sum FROM customer.ledger_entries',
  );
  expect(afterDown!.sum).toBe(5);
  await migrator.up();
  const [again] = await select<{ left: number }>(
    `SELECT sum(delta)::int AS left FROM customer.ledger_entries WHERE package_id = $1`,
    [paymentEntryId],
  );
  expect(again!.left).toBe(3);
});
