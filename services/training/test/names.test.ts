import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Training } from '@studio/contracts/training';
import type { TrainerStatsList } from '@studio/contracts/training-stats';
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
