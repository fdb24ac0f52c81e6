import { createDatabase } from '@studio/service-kit/database';
import { createMigrator, migrateUp } from '@studio/service-kit/migrations';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authSchema, migrationsDirectory } from '../src/migrations-directory.js';

let database: TestDatabase;
let sequelize: Sequelize;

beforeAll(async () => {
  database = await createTestDatabase();
  sequelize = createDatabase({ url: database.url, schema: authSchema });
});

afterAll(async () => {
  await sequelize?.close();
  await database?.drop();
});

const options = () => ({ sequelize, schema: authSchema, directory: migrationsDirectory });
const columnsOf = async (table: string) =>
  (
    await sequelize.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'auth' AND table_name = $1`,
      { bind: [table], type: QueryTypes.SELECT },
    )
  ).map((row) => row.column_name);

it('keeps accounts that existed before `status` active, and both migrations undo cleanly', async () => {
  const migrator = await createMigrator(options());
  await migrateUp(options());
  await migrator.down({ to: '2026-11-25-01-create-studio-settings' });
  expect(await columnsOf('studio_settings')).toEqual([]);
  expect(await columnsOf('users')).not.toContain('status');

  await sequelize.query(
    `INSERT INTO auth.users (id, name, email, "passwordHash", role, "dateCreated")
     VALUES ('00000000-0000-4000-8000-0000000000aa', 'Old Trainer', 'old@example.com', 'x', 'trainer', now())`,
  );
  // Later migrations follow these three.
  expect((await migrateUp(options())).slice(0, 3)).toEqual([
    '2026-11-25-01-create-studio-settings',
    '2026-11-25-02-add-user-status',
    '2026-11-25-30-add-customer-accounts',
  ]);
  const [old] = await sequelize.query<{ status: string }>(
    `SELECT status FROM auth.users WHERE email = 'old@example.com'`,
    { type: QueryTypes.SELECT },
  );
  expect(old?.status).toBe('active');
  await expect(
    sequelize.query(`UPDATE auth.users SET status = 'sleeping' WHERE email = 'old@example.com'`),
  ).rejects.toThrow(/users_status_check/);
  await expect(
    sequelize.query(
      `INSERT INTO auth.studio_settings (id, document, "lastEdited") VALUES (2, '{}', now())`,
    ),
  ).rejects.toThrow(/studio_settings_single_row/);
});

it('adds customer accounts linked to one customer each, and undoes cleanly', async () => {
  await migrateUp(options());
  await expect(
    sequelize.query(
      `INSERT INTO auth.users (id, name, email, "passwordHash", role, "dateCreated")
       VALUES ('00000000-0000-4000-8000-0000000000bb', 'No Record', 'norecord@example.com', '', 'customer', now())`,
    ),
  ).rejects.toThrow(/users_customer_link_check/);
  await sequelize.query(
    `INSERT INTO auth.users (id, name, email, "passwordHash", role, status, "customerId", "dateCreated")
     VALUES ('00000000-0000-4000-8000-0000000000cc', 'Casey', 'casey@example.com', '', 'customer',
             'invited', '00000000-0000-4000-8000-0000000000dd', now())`,
  );
  await expect(
    sequelize.query(
      `INSERT INTO auth.users (id, name, email, "passwordHash", role, status, "customerId", "dateCreated")
       VALUES ('00000000-0000-4000-8000-0000000000ee', 'Twin', 'twin@example.com', '', 'customer',
               'invited', '00000000-0000-4000-8000-0000000000dd', now())`,
    ),
  ).rejects.toMatchObject({ name: 'SequelizeUniqueConstraintError' });

  const migrator = await createMigrator(options());
  await migrator.down({ to: '2026-11-25-30-add-customer-accounts' });
  expect(await columnsOf('customer_invites')).toEqual([]);
  expect(await columnsOf('users')).not.toContain('customerId');
  const customers = await sequelize.query(
    `SELECT id FROM auth.users WHERE email = 'casey@example.com'`,
    {
      type: QueryTypes.SELECT,
    },
  );
  expect(customers).toEqual([]);
  expect((await migrateUp(options()))[0]).toBe('2026-11-25-30-add-customer-accounts');
});
