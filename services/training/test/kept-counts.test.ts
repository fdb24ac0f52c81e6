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

// The kept tables must always equal a recount of the completed trainings, whichever write changed
// them and however many ran at once.
const keptSessions = `SELECT customer_id::text AS "customerId", first_session_at AS "firstAt",
    last_session_at AS "lastAt"
  FROM customer_sessions ORDER BY customer_id`;
const recountedSessions = `SELECT customer_id::text AS "customerId", min(date_of_training) AS "firstAt",
    max(date_of_training) AS "lastAt"
  FROM trainings WHERE status = 'completed' GROUP BY customer_id ORDER BY customer_id`;
const keptMonths = `SELECT trainer_id::text AS "trainerId", to_char(month_start, 'YYYY-MM') AS month,
    completed
  FROM completed_by_trainer_month WHERE completed <> 0 ORDER BY month_start, trainer_id`;
const recountedMonths = `SELECT trainer_id::text AS "trainerId",
    to_char(date_trunc('month', date_of_training AT TIME ZONE 'Asia/Singapore'), 'YYYY-MM') AS month,
    count(*)::int AS completed
  FROM trainings WHERE status = 'completed'
  GROUP BY trainer_id, date_trunc('month', date_of_training AT TIME ZONE 'Asia/Singapore')
  ORDER BY date_trunc('month', date_of_training AT TIME ZONE 'Asia/Singapore'), trainer_id`;
const keptSeries = `SELECT trainer_id::text AS "trainerId", months, counts
  FROM completed_series_by_trainer WHERE cardinality(months) > 0 ORDER BY trainer_id`;
const recountedSeries = `SELECT "trainerId",
    array_agg((extract(year FROM month) * 12 + extract(month FROM month) - 1)::int ORDER BY month)
      AS months,
    array_agg(completed ORDER BY month) AS counts
  FROM (
    SELECT trainer_id::text AS "trainerId",
      date_trunc('month', date_of_training AT TIME ZONE 'Asia/Singapore') AS month,
      count(*)::int AS completed
    FROM trainings WHERE status = 'completed' GROUP BY 1, 2
  ) per_month
  GROUP BY "trainerId" ORDER BY "trainerId"`;

const dayHours = 24;
const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');
const admin = newAdmin('Ada Admin');

describe('kept completed counts through the routes', () => {
  let services: TrainingTestServices;
  const customers: string[] = [];

  beforeAll(async () => {
    services = await TrainingTestServices.start();
    customers.push(await services.addCustomer(alice, 'Carol Customer'));
    customers.push(await services.addCustomer(alice, 'Dan Customer'));
    customers.push(await services.addCustomer(bob, 'Erin Customer'));
  });
  afterAll(() => services?.close());

  async function scheduled(customerId: string, at: Date, staff = admin): Promise<Training> {
    const response = await services.schedule(staff, {
      customerID: customerId,
      dateOfTraining: at.toISOString(),
      allowConflict: true,
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  const claim = (id: string) => services.claim(admin, id);
  const remove = (id: string) => services.remove(admin, id);
  async function expectKeptEqualsRecount() {
    const sessions = await services.sql<object>(keptSessions);
    expect(sessions).toEqual(await services.sql<object>(recountedSessions));
    expect(await services.sql<object>(keptMonths)).toEqual(
      await services.sql<object>(recountedMonths),
    );
    expect(await services.sql<object>(keptSeries)).toEqual(
      await services.sql<object>(recountedSeries),
    );
    return sessions;
  }

  it('keeps first and last sessions and monthly counts equal to a recount under concurrent claims', async () => {
    const trainings = await Promise.all(
      customers.flatMap((customerId, index) =>
        [3, 10, 40, 75].map((days) =>
          scheduled(customerId, hoursFromNow(-days * dayHours - index)),
        ),
      ),
    );
    const answers = await Promise.all(trainings.map((training) => claim(training._id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(trainings.map(() => 200));
    const sessions = await expectKeptEqualsRecount();
    expect(sessions).toHaveLength(3);
  });

  it('recounts a customer when their first or last session is deleted, even concurrently with claims', async () => {
    const carol = customers[0]!;
    const [first] = await services.sql<{ id: string }>(
      `SELECT id FROM trainings WHERE customer_id = $1 AND status = 'completed'
       ORDER BY date_of_training LIMIT 1`,
      [carol],
    );
    const [last] = await services.sql<{ id: string }>(
      `SELECT id FROM trainings WHERE customer_id = $1 AND status = 'completed'
       ORDER BY date_of_training DESC LIMIT 1`,
      [carol],
    );
    const later = await scheduled(carol, hoursFromNow(-1));
    const earlier = await scheduled(carol, hoursFromNow(-80 * dayHours));
    const answers = await Promise.all([
      remove(first!.id),
      remove(last!.id),
      claim(later._id),
      claim(earlier._id),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const sessions = await expectKeptEqualsRecount();
    expect(sessions).toContainEqual({
      customerId: carol,
      firstAt: new Date(earlier.dateOfTraining),
      lastAt: new Date(later.dateOfTraining),
    });
  });

  it('moves a completed training between months and removes a customer whose sessions are all gone', async () => {
    const erin = customers[2]!;
    const [completed] = await services.sql<{ id: string }>(
      `SELECT id FROM trainings WHERE customer_id = $1 AND status = 'completed'
       ORDER BY date_of_training DESC LIMIT 1`,
      [erin],
    );
    const moved = await services.training.inject({
      method: 'PUT',
      url: `/api/training/${completed!.id}`,
      headers: await as(admin),
      payload: {
        customerID: erin,
        dateOfTraining: hoursFromNow(-85 * dayHours).toISOString(),
        allowConflict: true,
      },
    });
    expect(moved.statusCode).toBe(200);
    await expectKeptEqualsRecount();

    const rest = await services.sql<{ id: string }>(
      `SELECT id FROM trainings WHERE customer_id = $1 AND status = 'completed'`,
      [erin],
    );
    const removed = await Promise.all(rest.map((training) => remove(training.id)));
    expect(removed.map((answer) => answer.statusCode)).toEqual(rest.map(() => 200));
    const sessions = await expectKeptEqualsRecount();
    expect(sessions.map((row) => (row as { customerId: string }).customerId)).not.toContain(erin);
  });
});

it('backfills the kept tables from existing trainings, and its migration undoes cleanly', async () => {
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
    await migrator.up({ to: '2026-11-26-02-create-booking-requests' });
    // Singapore midnight on 1 March is still February in UTC: the month is the business one.
    await sequelize.query(
      `INSERT INTO trainings (id, customer_id, trainer_id, date_of_training, status) VALUES
         (gen_random_uuid(), '10000000-0000-4000-8000-000000000001',
          '20000000-0000-4000-8000-000000000001', '2026-02-28T16:30:00Z', 'completed'),
         (gen_random_uuid(), '10000000-0000-4000-8000-000000000001',
          '20000000-0000-4000-8000-000000000001', '2026-01-10T02:00:00Z', 'completed'),
         (gen_random_uuid(), '10000000-0000-4000-8000-000000000002',
          '20000000-0000-4000-8000-000000000001', '2026-01-11T02:00:00Z', 'scheduled')`,
    );
    expect(await migrateUp(options)).toEqual([
      '2026-11-27-01-keep-completed-counts',
      '2026-11-28-20-keep-trainer-day-counts',
      '2026-11-29-01-keep-completed-series',
      '2026-11-30-10-create-trainer-availability',
      '2026-12-05-27-create-trial-holds',
      '2026-12-06-01-keep-retention-active-counts',
    ]);
    const select = <T extends object>(sql: string) =>
      sequelize.query<T>(sql, { type: QueryTypes.SELECT });
    expect(await select(keptSessions)).toEqual([
      {
        customerId: '10000000-0000-4000-8000-000000000001',
        firstAt: new Date('2026-01-10T02:00:00Z'),
        lastAt: new Date('2026-02-28T16:30:00Z'),
      },
    ]);
    expect(await select(keptMonths)).toEqual([
      { trainerId: '20000000-0000-4000-8000-000000000001', month: '2026-01', completed: 1 },
      { trainerId: '20000000-0000-4000-8000-000000000001', month: '2026-03', completed: 1 },
    ]);
    expect(await select(keptSeries)).toEqual([
      {
        trainerId: '20000000-0000-4000-8000-000000000001',
        months: [2026 * 12 + 0, 2026 * 12 + 2],
        counts: [1, 1],
      },
    ]);

    await migrator.down({ to: '2026-11-27-01-keep-completed-counts' });
    const [left] = await select<{ tables: number; triggers: number }>(
      `SELECT
         (SELECT count(*)::int FROM information_schema.tables WHERE table_schema = 'training'
           AND table_name IN ('customer_sessions', 'completed_by_trainer_month', 'kept_counts_zone',
             'completed_series_by_trainer'))
           AS tables,
         (SELECT count(*)::int FROM information_schema.triggers
           WHERE event_object_schema = 'training' AND event_object_table = 'trainings') AS triggers`,
    );
    expect(left).toEqual({ tables: 0, triggers: 0 });
    // Without the triggers, writes to trainings work as before.
    await sequelize.query(`UPDATE trainings SET status = 'completed' WHERE status = 'scheduled'`);
  } finally {
    await sequelize.close();
    await database.drop();
  }
});
