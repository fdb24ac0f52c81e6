import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Training } from '@studio/contracts/training';
import { createDatabase } from '@studio/service-kit/database';
import { readEveryChunk } from '@studio/service-kit/testing/list-chunks';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
import { trainingSchema } from '../src/context.js';
import { trainingListChunk } from '../src/trainings/training-queries.js';
import { as, hoursFromNow, TrainingTestServices } from './training-test-services.js';

const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');
const admin = newAdmin('Ada Admin');

let services: TrainingTestServices;
let carol: string;
let erin: string;
let dan: string;
const from = hoursFromNow(-1).toISOString();
const to = hoursFromNow(24 * 14).toISOString();

async function schedule(staff: typeof alice, customer: string, hoursAhead: number) {
  const response = await services.schedule(staff, {
    customerID: customer,
    dateOfTraining: hoursFromNow(hoursAhead).toISOString(),
    allowConflict: true,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function get(staff: typeof alice, query: string) {
  return services.training.inject({
    method: 'GET',
    url: `/api/training?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${query}`,
    headers: await as(staff),
  });
}

async function listed(staff: typeof alice, query: string): Promise<Training[]> {
  const response = await get(staff, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Training[];
}

async function pages(staff: typeof alice, query: string): Promise<Training[]> {
  const items: Training[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(
      staff,
      `&limit=2${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
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
  carol = await services.addCustomer(alice, 'Carol Customer');
  erin = await services.addCustomer(alice, 'Erin Customer');
  dan = await services.addCustomer(bob, 'Dan Customer');
  for (const hoursAhead of [5, 30, 54]) await schedule(alice, carol, hoursAhead);
  await schedule(alice, erin, 78);
  for (const hoursAhead of [6, 31]) await schedule(bob, dan, hoursAhead);
});
afterAll(() => services?.close());

describe('GET /api/training filtered and paged', () => {
  it('answers the whole range without filters, as before', async () => {
    const whole = await listed(admin, '');
    expect(whole).toHaveLength(6);
    expect(whole.map((training) => training.dateOfTraining)).toEqual(
      whole.map((training) => training.dateOfTraining).sort(),
    );
  });

  it('streams the whole list a chunk at a time, each after the last training of the one before', async () => {
    const sequelize = createDatabase({ url: services.databaseUrl, schema: trainingSchema });
    const chunks = await readEveryChunk(
      trainingListChunk(sequelize, { kind: 'all' }, { from: new Date(from), to: new Date(to) }),
      4,
    );
    await sequelize.close();

    expect(chunks.map((rows) => rows.length)).toEqual([4, 2]);
    expect(chunks.flat().map((row) => row.id)).toEqual(
      (await listed(admin, '')).map((training) => training._id),
    );
  });

  it('narrows to one trainer or one customer on the server', async () => {
    const bobs = await listed(admin, `&trainerId=${bob.userId}`);
    expect(bobs.map((training) => training.customerID.name)).toEqual([
      'Dan Customer',
      'Dan Customer',
    ]);
    const erins = await listed(alice, `&customerId=${erin}`);
    expect(erins.map((training) => training.customerID._id)).toEqual([erin]);
  });

  it('shows a trainer nothing of another trainer’s through the filters', async () => {
    expect(await listed(alice, `&customerId=${dan}`)).toEqual([]);
    expect(await listed(alice, `&trainerId=${bob.userId}`)).toEqual([]);
    expect((await pages(alice, `&customerId=${dan}`)).length).toBe(0);
  });

  it('pages through the same trainings as the whole list, in date order', async () => {
    const whole = (await listed(admin, '')).map((training) => training._id);
    expect((await pages(admin, '')).map((training) => training._id)).toEqual(whole);
    const carols = (await listed(alice, `&customerId=${carol}`)).map((training) => training._id);
    expect(carols).toHaveLength(3);
    expect((await pages(alice, `&customerId=${carol}`)).map((training) => training._id)).toEqual(
      carols,
    );
  });

  it('refuses a bad id, a page size over the cap and a cursor of other filters', async () => {
    expect((await get(admin, '&trainerId=not-a-uuid')).statusCode).toBe(400);
    expect((await get(admin, '&customerId=42')).statusCode).toBe(400);
    expect((await get(admin, '&limit=301')).statusCode).toBe(400);
    const first = (await get(admin, '&limit=2')).json() as { nextCursor: string };
    const mixed = await get(
      admin,
      `&limit=2&trainerId=${bob.userId}&cursor=${encodeURIComponent(first.nextCursor)}`,
    );
    expect(mixed.statusCode).toBe(400);
  });
});
