import { createDatabase } from '@studio/service-kit/database';
import { createMigrator, migrateUp } from '@studio/service-kit/migrations';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsDirectory, paymentSchema } from '../src/context.js';

let database: TestDatabase;
let sequelize: Sequelize;

beforeAll(async () => {
  database = await createTestDatabase();
  sequelize = createDatabase({ url: database.url, schema: paymentSchema });
});

afterAll(async () => {
  await sequelize?.close();
  await database?.drop();
});

const options = () => ({ sequelize, schema: paymentSchema, directory: migrationsDirectory });
const paymentColumns = async () =>
  (
    await sequelize.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'payment' AND table_name = 'payments'`,
      { type: QueryTypes.SELECT },
    )
  ).map((row) => row.column_name);

it('adds the reference and validity columns, undoes them cleanly, and adds them again', async () => {
  await migrateUp(options());
  expect(await paymentColumns()).toEqual(expect.arrayContaining(['reference', 'validity_days']));
  const migrator = await createMigrator(options());
  await migrator.down({ to: '2026-11-25-01-add-payment-reference-and-validity' });
  const columns = await paymentColumns();
  expect(columns).not.toContain('reference');
  expect(columns).not.toContain('validity_days');
  expect(columns).toContain('amount_paid');
  // Later migrations were undone with it and come back too.
  expect(await migrateUp(options())).toContain('2026-11-25-01-add-payment-reference-and-validity');
  expect(await paymentColumns()).toEqual(expect.arrayContaining(['reference', 'validity_days']));
});
