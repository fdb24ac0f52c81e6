import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Training, TrainingConflict } from '@studio/contracts/training';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
import { as, hoursFromNow, TrainingTestServices } from './training-test-services.js';

const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');
const admin = newAdmin('Ada Admin');

let services: TrainingTestServices;
let alicesCustomer: string;
let alicesOtherCustomer: string;
let bobsCustomer: string;

// A fixed hour next week, on the hour, so sessions line up the way the calendar books them.
const nextWeek = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 24 * 3_600_000);

beforeAll(async () => {
  services = await TrainingTestServices.start();
  alicesCustomer = await services.addCustomer(alice, 'Carol Customer');
  alicesOtherCustomer = await services.addCustomer(alice, 'Dan Customer');
  bobsCustomer = await services.addCustomer(bob, 'Erin Customer');
});
afterAll(() => services?.close());

describe('scheduling a training', () => {
  it('books the customer with their own trainer and shows names with the ids', async () => {
    const response = await services.schedule(alice, {
      customerID: alicesCustomer,
      dateOfTraining: nextWeek.toISOString(),
    });
    expect(response.statusCode).toBe(201);
    const training = response.json() as Training;
    expect(training).toMatchObject({
      status: 'scheduled',
      dateOfTraining: nextWeek.toISOString(),
      customerID: { _id: alicesCustomer, name: 'Carol Customer' },
      trainerID: { _id: alice.userId },
    });
  });

  it("lets an admin book any customer, with the customer's trainer, and accepts the spec's date field", async () => {
    const when = hoursFromNow(3, nextWeek);
    const response = await services.schedule(admin, {
      customerID: bobsCustomer,
      date: when.toISOString(),
      status: 'scheduled',
      trainerID: '',
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Training).trainerID._id).toBe(bob.userId);
  });

  it("refuses a trainer booking another trainer's customer or naming another trainer", async () => {
    const foreign = await services.schedule(alice, {
      customerID: bobsCustomer,
      dateOfTraining: hoursFromNow(5, nextWeek).toISOString(),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ error: 'Choose one of your customers.' });

    const otherTrainer = await services.schedule(admin, {
      customerID: alicesCustomer,
      trainerID: bob.userId,
      dateOfTraining: hoursFromNow(6, nextWeek).toISOString(),
    });
    expect(otherTrainer.statusCode).toBe(400);
    expect(otherTrainer.json()).toEqual({
      error: "A training's trainer is always the customer's trainer.",
    });
  });

  it('rejects unknown fields and a new training that claims to be completed', async () => {
    const extra = await services.schedule(alice, {
      customerID: alicesCustomer,
      dateOfTraining: nextWeek.toISOString(),
      claimedAt: 'now',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('Unknown field: claimedAt');
    const completed = await services.schedule(alice, {
      customerID: alicesCustomer,
      dateOfTraining: nextWeek.toISOString(),
      status: 'completed',
    });
    expect(completed.statusCode).toBe(400);
  });
});

describe('conflicts', () => {
  it('answers 409 with a clear message when the trainer already has a session within the hour', async () => {
    const response = await services.schedule(alice, {
      customerID: alicesOtherCustomer,
      dateOfTraining: new Date(nextWeek.getTime() + 30 * 60_000).toISOString(),
    });
    expect(response.statusCode).toBe(409);
    const body = response.json() as TrainingConflict;
    expect(body.error).toMatch(/^Schedule conflict: .*Carol Customer.* Confirm to book it anyway/);
    expect(body.conflicts).toHaveLength(1);
    expect(body.conflicts[0]).toMatchObject({ sameTrainer: true, sameCustomer: false });
    expect(body.conflicts[0]?.training.customerID.name).toBe('Carol Customer');
  });

  it('detects the same customer twice in an hour, and books it when confirmed on purpose', async () => {
    const sameCustomer = { customerID: alicesCustomer, dateOfTraining: nextWeek.toISOString() };
    const refused = await services.schedule(alice, sameCustomer);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as TrainingConflict).conflicts[0]).toMatchObject({
      sameTrainer: true,
      sameCustomer: true,
    });

    const confirmed = await services.schedule(alice, { ...sameCustomer, allowConflict: true });
    expect(confirmed.statusCode).toBe(201);
  });

  it('lets only one of two simultaneous bookings of the same hour through', async () => {
    const hour = hoursFromNow(30, nextWeek).toISOString();
    const answers = await Promise.all([
      services.schedule(alice, { customerID: alicesCustomer, dateOfTraining: hour }),
      services.schedule(alice, { customerID: alicesOtherCustomer, dateOfTraining: hour }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('does not count a session an hour later as a conflict', async () => {
    const response = await services.schedule(alice, {
      customerID: alicesOtherCustomer,
      dateOfTraining: hoursFromNow(1, nextWeek).toISOString(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('checks a moved training against the others but not against itself', async () => {
    const created = await services.schedule(alice, {
      customerID: alicesOtherCustomer,
      dateOfTraining: hoursFromNow(10, nextWeek).toISOString(),
    });
    const training = created.json() as Training;
    const headers = await as(alice);
    const nudged = await services.training.inject({
      method: 'PUT',
      url: `/api/training/${training._id}`,
      headers,
      payload: {
        customerID: alicesOtherCustomer,
        dateOfTraining: hoursFromNow(10.5, nextWeek).toISOString(),
      },
    });
    expect(nudged.statusCode).toBe(200);
    expect((nudged.json() as Training).dateOfTraining).toBe(
      hoursFromNow(10.5, nextWeek).toISOString(),
    );

    const onto = await services.training.inject({
      method: 'PUT',
      url: `/api/training/${training._id}`,
      headers,
      payload: {
        customerID: alicesOtherCustomer,
        dateOfTraining: hoursFromNow(1, nextWeek).toISOString(),
      },
    });
    expect(onto.statusCode).toBe(409);
  });
});

describe('weekly repeat', () => {
  it('books the same hour on consecutive weeks', async () => {
    const start = hoursFromNow(48, nextWeek);
    const response = await services.schedule(alice, {
      customerID: alicesOtherCustomer,
      dateOfTraining: start.toISOString(),
      repeatWeeks: 4,
    });
    expect(response.statusCode).toBe(201);
    const { trainings } = response.json() as { trainings: Training[] };
    expect(trainings.map((t) => t.dateOfTraining)).toEqual(
      [0, 1, 2, 3].map((week) =>
        new Date(start.getTime() + week * 7 * 24 * 3_600_000).toISOString(),
      ),
    );
  });

  it('lists every conflicting week and saves none of them', async () => {
    const start = hoursFromNow(-2 * 7 * 24, hoursFromNow(48, nextWeek)); // weeks 3 and 4 collide with the series above
    const before = await services.list(alice);
    const response = await services.schedule(alice, {
      customerID: alicesOtherCustomer,
      dateOfTraining: start.toISOString(),
      repeatWeeks: 5,
    });
    expect(response.statusCode).toBe(409);
    const body = response.json() as TrainingConflict;
    expect(body.conflicts.map((c) => c.requestedDate)).toEqual(
      [2, 3, 4].map((week) => new Date(start.getTime() + week * 7 * 24 * 3_600_000).toISOString()),
    );
    expect(await services.list(alice)).toHaveLength(before.length);
  });

  it('allows at most 12 weeks', async () => {
    const response = await services.schedule(alice, {
      customerID: alicesOtherCustomer,
      dateOfTraining: nextWeek.toISOString(),
      repeatWeeks: 13,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('who sees what', () => {
  it('shows a trainer only the trainings of their own customers, and an admin all', async () => {
    const alicesView = await services.list(alice);
    expect(alicesView.length).toBeGreaterThan(0);
    expect(
      alicesView.every((t) => [alicesCustomer, alicesOtherCustomer].includes(t.customerID._id)),
    ).toBe(true);
    const bobsView = await services.list(bob);
    expect(bobsView.map((t) => t.customerID._id)).toEqual([bobsCustomer]);
    const adminsView = await services.list(admin);
    expect(adminsView).toHaveLength(alicesView.length + bobsView.length);
  });

  it("answers 404 when a trainer touches another trainer's training", async () => {
    const [bobsTraining] = await services.list(bob);
    const headers = await as(alice);
    const id = bobsTraining?._id;
    const put = await services.training.inject({
      method: 'PUT',
      url: `/api/training/${id}`,
      headers,
      payload: { customerID: bobsCustomer, dateOfTraining: nextWeek.toISOString() },
    });
    const del = await services.training.inject({
      method: 'DELETE',
      url: `/api/training/${id}`,
      headers,
    });
    const claim = await services.training.inject({
      method: 'POST',
      url: `/api/claimtraining/${id}`,
      headers,
      payload: { status: 'completed' },
    });
    expect([put.statusCode, del.statusCode, claim.statusCode]).toEqual([404, 404, 404]);
    expect(await services.list(bob)).toHaveLength(1);
  });

  it('returns only the asked range', async () => {
    const from = hoursFromNow(47, nextWeek);
    const to = hoursFromNow(49, nextWeek);
    const inRange = await services.list(
      alice,
      `?from=${from.toISOString()}&to=${to.toISOString()}`,
    );
    expect(inRange.map((t) => t.dateOfTraining)).toEqual([
      hoursFromNow(48, nextWeek).toISOString(),
    ]);
  });

  it('refuses callers without a signed identity', async () => {
    const response = await services.training.inject({ method: 'GET', url: '/api/training' });
    expect(response.statusCode).toBe(401);
  });
});
