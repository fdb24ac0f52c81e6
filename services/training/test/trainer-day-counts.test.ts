import { fileURLToPath } from 'node:url';
import type { Training } from '@studio/contracts/training';
import { createDatabase, ensureSchema } from '@studio/service-kit/database';
import { createMigrator, migrateUp } from '@studio/service-kit/migrations';
import { createTestDatabase } from '@studio/service-kit/testing/database';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingSchema } from '../src/context.js';
import { as, hoursFromNow, TrainingTestServices } from './training-test-services.js';

// The kept running totals must always give, for every trainer and Singapore day, the scheduled and
// completed trainings a recount finds, whichever write changed them and however many ran at once.
const keptDays = `SELECT trainer_id::text AS "trainerId",
    to_char(month_start + day_of_month - 1, 'YYYY-MM-DD') AS day,
    scheduled_through[day_of_month] - coalesce(scheduled_through[day_of_month - 1], 0) AS scheduled,
    completed_through[day_of_month] - coalesce(completed_through[day_of_month - 1], 0) AS completed
  FROM trainer_days_by_month CROSS JOIN generate_series(1, 31) day_of_month
  WHERE scheduled_through[day_of_month] <> coalesce(scheduled_through[day_of_month - 1], 0)
    OR completed_through[day_of_month] <> coalesce(completed_through[day_of_month - 1], 0)
  ORDER BY day, "trainerId"`;
const recountedDays = `SELECT trainer_id::text AS "trainerId",
    to_char((date_of_training AT TIME ZONE 'Asia/Singapore')::date, 'YYYY-MM-DD') AS day,
    count(*) FILTER (WHERE status = 'scheduled')::int AS scheduled,
    count(*) FILTER (WHERE status = 'completed')::int AS completed
  FROM trainings WHERE status <> 'late-cancelled'
  GROUP BY 1, 2 ORDER BY day, "trainerId"`;

const dayHours = 24;
const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');
const admin = newAdmin('Ada Admin');

describe('kept trainer day counts through the routes', () => {
  let services: TrainingTestServices;
  const customers: string[] = [];

  beforeAll(async () => {
    services = await TrainingTestServices.start();
    customers.push(await services.addCustomer(alice, 'Carol Customer'));
    customers.push(await services.addCustomer(bob, 'Erin Customer'));
  });
  afterAll(() => services?.close());

  async function scheduled(customerId: string, at: Date): Promise<Training> {
    const response = await services.schedule(admin, {
      customerID: customerId,
      dateOfTraining: at.toISOString(),
      allowConflict: true,
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  const claim = (id: string) => services.claim(admin, id);
  const remove = (id: string) => services.remove(admin, id);
  const move = async (training: Training, at: Date) =>
    services.training.inject({
      method: 'PUT',
      url: `/api/training/${training._id}`,
      headers: await as(admin),
      payload: { customerID: customers[1], dateOfTraining: at.toISOString(), allowConflict: true },
    });
  async function expectKeptEqualsRecount() {
    const days = await services.sql<object>(keptDays);
    expect(days).toEqual(await services.sql<object>(recountedDays));
    return days;
  }

  it('keeps day counts equal to a recount under concurrent bookings, claims, moves, late cancels and deletes', async () => {
    // Several trainings a day, on both sides of today and across month ends.
    const trainings = await Promise.all(
      customers.flatMap((customerId, index) =>
        [-95, -40, -31, -30, -3, -1, 0, 1, 2, 29, 30, 60, 89].flatMap((days) =>
          [0, 5].map((hours) =>
            scheduled(customerId, hoursFromNow(days * dayHours + hours - index)),
          ),
        ),
      ),
    );
    expect(await expectKeptEqualsRecount()).not.toHaveLength(0);

    const past = trainings.filter((training) => new Date(training.dateOfTraining) < new Date());
    const future = trainings.filter((training) => new Date(training.dateOfTraining) >= new Date());
    const lateCancelled = future.slice(0, 3).map((training) => training._id);
    const answers = await Promise.all([
      ...past.slice(0, 10).map((training) => claim(training._id)),
      ...past.slice(10, 14).map((training) => remove(training._id)),
      ...future.slice(3, 8).map((training, index) => move(training, hoursFromNow(-index * 20))),
      ...future.slice(8, 10).map((training) => remove(training._id)),
      services.sql(`UPDATE trainings SET status = 'late-cancelled' WHERE id = ANY($1::uuid[])`, [
        lateCancelled,
      ]),
      services.sql(`UPDATE trainings SET updated_at = now()`),
    ]);
    expect(
      answers.slice(0, -2).map((answer) => (answer as { statusCode: number }).statusCode),
    ).toEqual(answers.slice(0, -2).map(() => 200));
    await expectKeptEqualsRecount();
  });
});

it('backfills the kept day counts from existing trainings, and its migration undoes cleanly', async () => {
  const database = await createTestDatabase();
  const sequelize = createDatabase({ url: database.url, schema: trainingSchema });
  try {
    const options = {
      sequelize,
      schema: trainingSchema,
      directory: fileURLToPath(new URL('../src/migrations', import.meta.url)),
    };
    await ensureSchema(sequelize, trainingSchema);
    const migrator = await createMigrator(options);
    await migrator.up({ to: '2026-11-27-01-keep-completed-counts' });
    // Singapore midnight on 1 March is still 28 February in UTC: the day is the business one.
    await sequelize.query(
      `INSERT INTO trainings (id, customer_id, trainer_id, date_of_training, status) VALUES
         (gen_random_uuid(), '10000000-0000-4000-8000-000000000001',
          '20000000-0000-4000-8000-000000000001', '2026-02-28T16:30:00Z', 'completed'),
         (gen_random_uuid(), '10000000-0000-4000-8000-000000000001',
          '20000000-0000-4000-8000-000000000001', '2026-01-31T02:00:00Z', 'completed'),
         (gen_random_uuid(), '10000000-0000-4000-8000-000000000002',
          '20000000-0000-4000-8000-000000000001', '2026-01-31T03:00:00Z', 'scheduled'),
         (gen_random_uuid(), '10000000-0000-4000-8000-000000000002',
          '20000000-0000-4000-8000-000000000001', '2026-01-31T04:00:00Z', 'late-cancelled')`,
    );
    expect(await migrateUp(options)).toEqual([
      '2026-11-28-20-keep-trainer-day-counts',
      '2026-11-29-01-keep-completed-series',
      '2026-11-30-10-create-trainer-availability',
      '2026-12-05-27-create-trial-holds',
      '2026-12-06-01-keep-retention-active-counts',
    ]);
    const select = <T extends object>(sql: string) =>
      sequelize.query<T>(sql, { type: QueryTypes.SELECT });
    const trainerId = '20000000-0000-4000-8000-000000000001';
    expect(await select(keptDays)).toEqual([
      { trainerId, day: '2026-01-31', scheduled: 1, completed: 1 },
      { trainerId, day: '2026-03-01', scheduled: 0, completed: 1 },
    ]);
    expect(await select(keptDays)).toEqual(await select(recountedDays));

    await migrator.down({ to: '2026-11-28-20-keep-trainer-day-counts' });
    const [left] = await select<{ tables: number; triggers: number }>(
      `SELECT
         (SELECT count(*)::int FROM information_schema.tables WHERE table_schema = 'training'
           AND table_name = 'trainer_days_by_month') AS tables,
         (SELECT count(DISTINCT trigger_name)::int FROM information_schema.triggers
           WHERE event_object_schema = 'training' AND event_object_table = 'trainings'
             AND trigger_name LIKE 'trainings_keep_day_counts%') AS triggers`,
    );
    expect(left).toEqual({ tables: 0, triggers: 0 });
  } finally {
    await sequelize.close();
    await database.drop();
  }
});
