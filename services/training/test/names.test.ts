import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Training } from '@studio/contracts/training';
import type { CompletedByMonth, TrainerStatsList } from '@studio/contracts/training-stats';
import type { TrainerCountsList } from '@studio/contracts/trainer-stats-lazy';
import { type Staff } from '@studio/service-kit/testing/staff-identity';
import { as, hoursFromNow, TrainingTestServices } from './training-test-services.js';

let services: TrainingTestServices;
let admin: Staff;
let alice: Staff;
let customer: string;

beforeAll(async () => {
  services = await TrainingTestServices.start({ withAuth: true });
  admin = await services.register('Ada Admin', 'admin');
  alice = await services.register('Alice Trainer', 'trainer');
  customer = await services.addCustomer(alice, 'Carol Customer');
  const booked = await services.schedule(alice, {
    customerID: customer,
    dateOfTraining: hoursFromNow(-2).toISOString(),
  });
  expect(booked.statusCode).toBe(201);
});
afterAll(() => services?.close());

describe('names shown with trainings', () => {
  it('are the names the auth and customer services hold', async () => {
    const [training] = await services.list(alice);
    expect(training?.trainerID).toEqual({ _id: alice.userId, name: 'Alice Trainer' });
    expect(training?.customerID).toEqual({ _id: customer, name: 'Carol Customer' });
  });

  it('follow a renamed customer and a renamed trainer everywhere', async () => {
    const renamedCustomer = await services.customer.inject({
      method: 'PUT',
      url: `/api/customers/${customer}`,
      headers: await as(alice),
      payload: { name: 'Carol Tan' },
    });
    expect(renamedCustomer.statusCode).toBe(200);
    const renamedTrainer = await services.auth!.inject({
      method: 'PUT',
      url: `/api/users/${alice.userId}`,
      headers: await as(admin),
      payload: { name: 'Alice Lim' },
    });
    expect(renamedTrainer.statusCode).toBe(200);

    const [training] = await services.list(alice);
    expect(training?.customerID.name).toBe('Carol Tan');
    expect(training?.trainerID.name).toBe('Alice Lim');
    const unclaimed = await services.training.inject({
      method: 'GET',
      url: '/api/unclaimedtraining',
      headers: await as(admin),
    });
    expect(
      (unclaimed.json() as Training[]).map((t) => [t.customerID.name, t.trainerID.name]),
    ).toEqual([['Carol Tan', 'Alice Lim']]);
    const stats = await services.training.inject({
      method: 'GET',
      url: '/api/training/stats/trainers',
      headers: await as(admin),
    });
    expect((stats.json() as TrainerStatsList).trainers.map((row) => row.trainer.name)).toEqual([
      'Alice Lim',
    ]);
  });
});

describe('names at the size of a studio chain', () => {
  it('name every one of 600 trainers in the statistics, not "Unknown"', async () => {
    // More ids than fit in a URL: Node answers 431 to a query string past 16 KB.
    await services.sql(
      `INSERT INTO auth.users (id, name, email, "passwordHash", role, "dateCreated")
       SELECT gen_random_uuid(), 'Chain Trainer ' || lpad(n::text, 3, '0'),
              'chain-' || n || '@example.com', 'x', 'trainer', now()
         FROM generate_series(1, 600) AS n`,
    );
    await services.sql(
      `INSERT INTO training.trainings (id, customer_id, trainer_id, date_of_training, status)
       SELECT gen_random_uuid(), $1::uuid, id, now() - interval '2 days', 'completed'
         FROM auth.users WHERE name LIKE 'Chain Trainer %'`,
      [customer],
    );
    const expected = Array.from(
      { length: 600 },
      (_, index) => `Chain Trainer ${String(index + 1).padStart(3, '0')}`,
    );
    const chainNames = (names: string[]) => names.filter((name) => name !== 'Alice Lim');

    const adminReads = async <Body>(url: string): Promise<Body> => {
      const response = await services.training.inject({
        method: 'GET',
        url,
        headers: await as(admin),
      });
      expect(response.statusCode).toBe(200);
      return response.json() as Body;
    };

    // The chart names its ten lines (issue 29: the rest are summed as Others), none "Unknown".
    const { series, others } = await adminReads<CompletedByMonth>(
      '/api/training/stats/completed-by-month',
    );
    expect(series).toHaveLength(10);
    for (const line of series) expect(expected).toContain(line.trainer.name);
    expect(others?.trainerCount).toBeGreaterThanOrEqual(590);
    const rows = (await adminReads<TrainerCountsList>('/api/training/stats/trainer-counts'))
      .trainers;
    expect(chainNames(rows.map((row) => row.trainer.name))).toEqual(expected);
  });
});
