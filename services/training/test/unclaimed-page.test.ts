import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Training } from '@studio/contracts/training';
import { createDatabase } from '@studio/service-kit/database';
import { readEveryChunk } from '@studio/service-kit/testing/list-chunks';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
import { trainingSchema } from '../src/context.js';
import { unclaimedListChunk } from '../src/trainings/unclaimed-page.js';
import { as, hoursFromNow, TrainingTestServices } from './training-test-services.js';

const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');
const admin = newAdmin('Ada Admin');

let services: TrainingTestServices;
const aliceTrainings: string[] = [];
const bobTrainings: string[] = [];

async function schedule(customer: string, hoursAgo: number, staff = alice): Promise<string> {
  const response = await services.schedule(staff, {
    customerID: customer,
    dateOfTraining: hoursFromNow(-hoursAgo).toISOString(),
    allowConflict: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Training)._id;
}

async function wholeListOfAdmin() {
  return services.training.inject({
    method: 'GET',
    url: '/api/unclaimedtraining',
    headers: await as(admin),
  });
}

async function pages(staff: typeof alice, query: string): Promise<Training[]> {
  const items: Training[] = [];
  let cursor: string | null = null;
  do {
    const response = await services.training.inject({
      method: 'GET',
      url: `/api/unclaimedtraining?limit=2${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers: await as(staff),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: Training[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(2);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

beforeAll(async () => {
  services = await TrainingTestServices.start();
  const carol = await services.addCustomer(alice, 'Carol Customer');
  const dan = await services.addCustomer(bob, 'Dan Customer');
  for (const hoursAgo of [5, 30, 54, 78, 102]) aliceTrainings.push(await schedule(carol, hoursAgo));
  for (const hoursAgo of [6, 31]) bobTrainings.push(await schedule(dan, hoursAgo, bob));
  // Upcoming trainings are not waiting to be claimed.
  await services.schedule(alice, {
    customerID: carol,
    dateOfTraining: hoursFromNow(48).toISOString(),
    allowConflict: true,
  });
});
afterAll(() => services?.close());

describe('GET /api/unclaimedtraining, the whole list', () => {
  it('streams every unclaimed training newest first, with current names', async () => {
    const response = await wholeListOfAdmin();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const whole = response.json() as Training[];
    expect(whole.map((training) => training._id).sort()).toEqual(
      [...aliceTrainings, ...bobTrainings].sort(),
    );
    const dates = whole.map((training) => training.dateOfTraining);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(whole.find((training) => training._id === bobTrainings[0])).toMatchObject({
      trainerID: { _id: bob.userId },
      customerID: { name: 'Dan Customer' },
    });
  });

  it('reads the list a chunk at a time, each after the last training of the one before', async () => {
    const sequelize = createDatabase({ url: services.databaseUrl, schema: trainingSchema });
    const chunks = await readEveryChunk(
      unclaimedListChunk(sequelize, { kind: 'all' }, new Date()),
      3,
    );
    await sequelize.close();
    const whole = await wholeListOfAdmin();

    expect(chunks.map((rows) => rows.length)).toEqual([3, 3, 1]);
    expect(chunks.flat().map((row) => row.id)).toEqual(
      (whole.json() as Training[]).map((training) => training._id),
    );
  });
});

describe('GET /api/unclaimedtraining paged', () => {
  it('pages through the same trainings as the whole list, newest first', async () => {
    const whole = await wholeListOfAdmin();
    const expected = (whole.json() as Training[]).map((training) => training._id);
    expect(expected).toHaveLength(7);
    expect((await pages(admin, '')).map((training) => training._id)).toEqual(expected);
  });

  it('reads oldest first when asked, with names, and only a trainer’s own', async () => {
    const oldestFirst = await pages(alice, '&order=asc');
    expect(oldestFirst.map((training) => training._id)).toEqual([...aliceTrainings].reverse());
    expect(oldestFirst[0]!.customerID.name).toBe('Carol Customer');
    expect((await pages(bob, '')).map((training) => training._id)).toEqual(bobTrainings);
  });

  it('refuses a cursor made for the other order', async () => {
    const first = await services.training.inject({
      method: 'GET',
      url: '/api/unclaimedtraining?limit=2',
      headers: await as(admin),
    });
    const cursor = (first.json() as { nextCursor: string }).nextCursor;
    const reused = await services.training.inject({
      method: 'GET',
      url: `/api/unclaimedtraining?order=asc&cursor=${encodeURIComponent(cursor)}`,
      headers: await as(admin),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toHaveProperty('error');
  });
});
