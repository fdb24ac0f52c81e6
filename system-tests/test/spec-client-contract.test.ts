import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@studio/contracts/customers';
import type { Training } from '@studio/contracts/training';
import { ApiClient } from '../src/api-client.js';
import { startInProcessPortal, type InProcessPortal } from '../src/in-process-portal.js';
import { createStaff, type Staff, type StaffMember } from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

// The spec's client, through the BFF: it edits by sending back the whole object GET gave it
// (spec section 7: "PUT /api/customers/{id} | whole edited customer including trainerID",
// "PUT /api/training/{id} | same body").

let portal: InProcessPortal;
let api: ApiClient;
let staff: Staff;
let data: StudioData;

beforeAll(async () => {
  portal = await startInProcessPortal({ trustForwardedFor: true });
  api = new ApiClient(portal.bffUrl, portal.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
  data = new StudioData(api, staff);
});
afterAll(async () => {
  await portal?.stop();
});

async function customerAsListed(as: StaffMember, id: string): Promise<Customer | undefined> {
  const answer = await api.call('GET', '/api/customers', { token: as.token });
  expect(answer.status).toBe(200);
  return (answer.body as Customer[]).find((customer) => customer._id === id);
}

async function fullIc(id: string): Promise<string> {
  const answer = await api.call('GET', `/api/customers/${id}`, { token: staff.admin.token });
  return (answer.body as Customer).ic;
}

describe('PUT /api/customers/:id with the whole customer', () => {
  let customerId: string;
  let ic: string;

  beforeAll(async () => {
    customerId = await data.customerOf(staff.trainerA);
    await data.paymentFor(customerId, 4);
    ic = await fullIc(customerId);
  });

  it('renames the customer as the trainer edited it; IC, sessions and payments stay', async () => {
    const read = (await customerAsListed(staff.trainerA, customerId))!;
    expect(read.ic).toMatch(/^S\*{4}\d{3}D$/);

    const answer = await api.call('PUT', `/api/customers/${customerId}`, {
      token: staff.trainerA.token,
      body: { ...read, name: 'Renamed Through The Bff' },
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ ...read, name: 'Renamed Through The Bff' });
    expect(await fullIc(customerId)).toBe(ic);
  });

  it('refuses a masked IC that is not the customer’s, and a field no customer has', async () => {
    const read = (await customerAsListed(staff.trainerA, customerId))!;
    const masked = await api.call('PUT', `/api/customers/${customerId}`, {
      token: staff.trainerA.token,
      body: { ...read, ic: 'G****000X' },
    });
    expect(masked.status).toBe(400);
    const unknown = await api.call('PUT', `/api/customers/${customerId}`, {
      token: staff.trainerA.token,
      body: { ...read, isVip: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'Invalid request body: Unknown field: isVip.' });
    expect(await customerAsListed(staff.trainerA, customerId)).toEqual(read);
  });

  it('lets a trainer not move their customer to another trainer through { _id, name }', async () => {
    const read = (await customerAsListed(staff.trainerA, customerId))!;
    const answer = await api.call('PUT', `/api/customers/${customerId}`, {
      token: staff.trainerA.token,
      body: { ...read, trainerID: { _id: staff.trainerB.id, name: staff.trainerB.name } },
    });
    expect(answer.status).toBe(403);
    expect(await customerAsListed(staff.trainerA, customerId)).toEqual(read);
  });

  it('lets an admin move the customer to another trainer through { _id, name }', async () => {
    const read = (await customerAsListed(staff.admin, customerId))!;
    const answer = await api.call('PUT', `/api/customers/${customerId}`, {
      token: staff.admin.token,
      body: { ...read, trainerID: { _id: staff.trainerB.id, name: 'whatever the form showed' } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as Customer).trainerID).toEqual({
      _id: staff.trainerB.id,
      name: staff.trainerB.name,
    });
    expect(await customerAsListed(staff.trainerA, customerId)).toBeUndefined();
    expect((await customerAsListed(staff.trainerB, customerId))?.numOfTrainings).toBe(
      read.numOfTrainings,
    );
  });
});

describe('PUT /api/training/:id', () => {
  let customerId: string;

  beforeAll(async () => {
    customerId = await data.customerOf(staff.trainerA);
  });

  async function trainingAsListed(id: string): Promise<Training | undefined> {
    const answer = await api.call('GET', '/api/training', { token: staff.trainerA.token });
    return (answer.body as Training[]).find((training) => training._id === id);
  }

  it('takes the POST body, people as { _id, name }', async () => {
    const id = await data.trainingFor(customerId);
    const date = data.nextFutureDate();
    const answer = await api.call('PUT', `/api/training/${id}`, {
      token: staff.trainerA.token,
      body: {
        customerID: { _id: customerId, name: 'Any Name' },
        trainerID: { _id: staff.trainerA.id, name: staff.trainerA.name },
        date,
        dateOfTraining: date,
        status: 'scheduled',
        allowConflict: false,
        repeatWeeks: 1,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as Training).dateOfTraining).toBe(date);
  });

  it('takes the whole training back after its customer moved to another trainer', async () => {
    const movingCustomer = await data.customerOf(staff.trainerA);
    const id = await data.trainingFor(movingCustomer);
    const moved = await api.call('PUT', `/api/customers/${movingCustomer}`, {
      token: staff.admin.token,
      body: { trainerID: staff.trainerB.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const listedForB = await api.call('GET', '/api/training', { token: staff.trainerB.token });
    const read = (listedForB.body as Training[]).find((training) => training._id === id)!;
    expect(read.trainerID._id).toBe(staff.trainerA.id);

    const date = data.nextFutureDate();
    const answer = await api.call('PUT', `/api/training/${id}`, {
      token: staff.trainerB.token,
      body: { ...read, dateOfTraining: date },
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      dateOfTraining: date,
      trainerID: { _id: staff.trainerB.id, name: staff.trainerB.name },
    });
  });

  it('takes the whole training as GET returned it', async () => {
    const read = (await trainingAsListed(await data.trainingFor(customerId)))!;
    const date = data.nextFutureDate();
    const answer = await api.call('PUT', `/api/training/${read._id}`, {
      token: staff.trainerA.token,
      body: { ...read, dateOfTraining: date },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await trainingAsListed(read._id)).toEqual({ ...read, dateOfTraining: date });
  });
});
