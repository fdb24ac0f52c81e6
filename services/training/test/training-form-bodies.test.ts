import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Training } from '@studio/contracts/training';
import { newAdmin, newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import { as, hoursFromNow, TrainingTestServices } from './training-test-services.js';

// The spec's client sends the same training form to POST and PUT, with people as ids or as the
// { _id, name } objects GET shows, and may send back the whole training GET gave it.

const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');
const admin = newAdmin('Ada Admin');

let services: TrainingTestServices;
let alicesCustomer: string;
let bobsCustomer: string;

// Whole hours two weeks ahead, apart from other test files' sessions.
const base = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 14 * 24 * 3_600_000);
const at = (hours: number) => hoursFromNow(hours, base).toISOString();

beforeAll(async () => {
  services = await TrainingTestServices.start();
  alicesCustomer = await services.addCustomer(alice, 'Carol Customer');
  bobsCustomer = await services.addCustomer(bob, 'Erin Customer');
});
afterAll(() => services?.close());

async function change(staff: Staff, id: string, payload: unknown) {
  return services.training.inject({
    method: 'PUT',
    url: `/api/training/${id}`,
    headers: await as(staff),
    payload: payload as Record<string, unknown>,
  });
}

async function book(staff: Staff, payload: Record<string, unknown>): Promise<Training> {
  const response = await services.schedule(staff, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Training;
}

async function shown(staff: Staff, id: string): Promise<Training | undefined> {
  return (await services.list(staff)).find((training) => training._id === id);
}

describe('POST /api/training with people as { _id, name }', () => {
  it('books the customer named by the object, with their trainer', async () => {
    const training = await book(alice, {
      customerID: { _id: alicesCustomer, name: 'Carol Customer' },
      trainerID: { _id: alice.userId, name: 'Alice Trainer' },
      date: at(0),
      status: 'scheduled',
    });
    expect(training).toMatchObject({
      customerID: { _id: alicesCustomer, name: 'Carol Customer' },
      trainerID: { _id: alice.userId },
      dateOfTraining: at(0),
    });
  });

  it("refuses another trainer's customer named by the object", async () => {
    const response = await services.schedule(alice, {
      customerID: { _id: bobsCustomer, name: 'Erin Customer' },
      date: at(1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Choose one of your customers.' });
  });
});

describe('PUT /api/training/:id with the POST body', () => {
  it('moves the training: date field, people as objects, status, allowConflict and repeatWeeks 1', async () => {
    const training = await book(alice, { customerID: alicesCustomer, dateOfTraining: at(2) });
    const response = await change(alice, training._id, {
      customerID: { _id: alicesCustomer, name: 'Carol Customer' },
      trainerID: { _id: alice.userId, name: 'Alice Trainer' },
      date: at(3),
      dateOfTraining: at(3),
      status: 'scheduled',
      allowConflict: false,
      repeatWeeks: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...training, dateOfTraining: at(3) });
    expect(await shown(alice, training._id)).toEqual({ ...training, dateOfTraining: at(3) });
  });

  it('refuses repeatWeeks over 1 with a sentence saying why, and moves nothing', async () => {
    const training = await book(alice, { customerID: alicesCustomer, dateOfTraining: at(5) });
    const response = await change(alice, training._id, {
      customerID: alicesCustomer,
      date: at(6),
      repeatWeeks: 4,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^repeatWeeks only applies when booking/);
    expect(await shown(alice, training._id)).toEqual(training);
  });

  it("refuses a trainer object that is not the customer's trainer", async () => {
    const training = await book(admin, { customerID: alicesCustomer, dateOfTraining: at(8) });
    const response = await change(admin, training._id, {
      customerID: alicesCustomer,
      trainerID: { _id: bob.userId, name: 'Bob Trainer' },
      date: at(9),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "A training's trainer is always the customer's trainer.",
    });
    expect(await shown(admin, training._id)).toEqual(training);
  });
});

describe('PUT /api/training/:id with the whole training as GET returned it', () => {
  it('moves the training to the new date', async () => {
    const booked = await book(alice, { customerID: alicesCustomer, dateOfTraining: at(11) });
    const read = (await shown(alice, booked._id))!;
    const response = await change(alice, read._id, { ...read, dateOfTraining: at(12) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...read, dateOfTraining: at(12) });
  });

  it('never uses a body _id: the path names the training changed', async () => {
    const moved = await book(alice, { customerID: alicesCustomer, dateOfTraining: at(14) });
    const other = await book(alice, { customerID: alicesCustomer, dateOfTraining: at(16) });
    const response = await change(alice, moved._id, {
      ...moved,
      _id: other._id,
      dateOfTraining: at(18),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: moved._id, dateOfTraining: at(18) });
    expect(await shown(alice, other._id)).toEqual(other);
  });

  it('keeps a completed training as it is when sent back unchanged', async () => {
    const past = await book(alice, {
      customerID: alicesCustomer,
      dateOfTraining: hoursFromNow(-50).toISOString(),
    });
    const claimed = await services.training.inject({
      method: 'POST',
      url: `/api/claimtraining/${past._id}`,
      headers: await as(alice),
      payload: { status: 'completed' },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const read = (await shown(alice, past._id))!;
    expect(read.status).toBe('completed');

    const response = await change(alice, read._id, read);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(read);
  });

  it('refuses a field that is no part of a training, naming it', async () => {
    const training = await book(alice, { customerID: alicesCustomer, dateOfTraining: at(20) });
    const response = await change(alice, training._id, { ...training, claimedBy: 'me' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid request body: Unknown field: claimedBy.' });
  });
});
