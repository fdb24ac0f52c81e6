import { fileURLToPath } from 'node:url';
import { createDatabase } from '@studio/service-kit/database';
import { createMigrator, migrateUp } from '@studio/service-kit/migrations';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { trainingSchema } from '../src/context.js';

const directory = fileURLToPath(new URL('../src/migrations', import.meta.url));
let database: TestDatabase;
let sequelize: Sequelize;

beforeAll(async () => {
  database = await createTestDatabase();
  sequelize = createDatabase({ url: database.url, schema: trainingSchema });
});
afterAll(async () => {
  await sequelize?.close();
  await database?.drop();
});

const options = () => ({ sequelize, schema: trainingSchema, directory });
const tables = async () =>
  (
    await sequelize.query<{ table_name: string }>(
      `SELECT table_name::text AS table_name FROM information_schema.tables WHERE table_schema = 'training'`,
      { type: QueryTypes.SELECT },
    )
  ).map((row) => row.table_name);
const insertTraining = (id: string, status: string) =>
  sequelize.query(
    `INSERT INTO trainings (id, customer_id, trainer_id, date_of_training, status)
     VALUES ($1, gen_random_uuid(), gen_random_uuid(), now(), $2)`,
    { bind: [id, status] },
  );

it('adds late cancels and booking requests, and both migrations undo cleanly', async () => {
  await migrateUp(options());
  await insertTraining('00000000-0000-4000-8000-0000000000a1', 'late-cancelled');
  await insertTraining('00000000-0000-4000-8000-0000000000a2', 'completed');
  await expect(insertTraining('00000000-0000-4000-8000-0000000000a3', 'forgotten')).rejects.toThrow(
    /trainings_status_check/,
  );
  expect(await tables()).toContain('booking_requests');

  const migrator = await createMigrator(options());
  await migrator.down({ to: '2026-11-26-01-add-late-cancels' });
  expect(await tables()).not.toContain('booking_requests');
  const left = await sequelize.query<{ status: string }>('SELECT status FROM trainings', {
    type: QueryTypes.SELECT,
  });
  // The late cancel left the schedule with the status that no longer exists; the rest stayed.
  expect(left.map((row) => row.status)).toEqual(['completed']);
  await expect(
    insertTraining('00000000-0000-4000-8000-0000000000a4', 'late-cancelled'),
  ).rejects.toThrow(/trainings_status_check/);
  await expect(
    sequelize.query(
      `INSERT INTO ledger_outbox (id, source_type, source_id, customer_id, delta)
       VALUES (gen_random_uuid(), 'late-cancel', gen_random_uuid(), gen_random_uuid(), -1)`,
    ),
  ).rejects.toThrow(/ledger_outbox_source_type_check/);

  expect(await migrateUp(options())).toEqual([
    '2026-11-26-01-add-late-cancels',
    '2026-11-26-02-create-booking-requests',
    '2026-11-27-01-keep-completed-counts',
    '2026-11-28-20-keep-trainer-day-counts',
    '2026-11-29-01-keep-completed-series',
    '2026-11-30-10-create-trainer-availability',
    '2026-12-05-27-create-trial-holds',
    '2026-12-06-01-keep-retention-active-counts',
  ]);
});
