import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import type { TestDatabase } from '@studio/service-kit/testing/database';
import { newAdmin, newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import {
  createCustomerDatabase,
  customerConfig,
  identityHeaders,
  serviceHeaders,
  startCustomerApp,
  validCustomer,
} from './customer-test-app.js';

// The spec's client edits a customer by sending back the whole object GET /api/customers gave it.

let database: TestDatabase;
let app: ServiceApp;
const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');
const admin = newAdmin('Ada Admin');

beforeAll(async () => {
  database = await createCustomerDatabase();
  app = await startCustomerApp(customerConfig(database.url));
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function addCustomerOf(trainer: Staff, ic: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: await identityHeaders(trainer),
    payload: { ...validCustomer, email: `${randomUUID()}@example.com`, ic },
  });
  expect(response.statusCode).toBe(201);
  return response.json()._id;
}

/** A paid package, so the customer has a balance and a payment history to send back. */
async function recordPayment(customerId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/internal/customers/${customerId}/ledger`,
    headers: await serviceHeaders('payment'),
    payload: {
      sourceType: 'payment',
      sourceId: randomUUID(),
      delta: 5,
      payment: { amountPaid: 500, paidAt: '2026-11-01T02:00:00.000Z' },
    },
  });
  expect(response.statusCode).toBe(200);
}

async function listed(as: Staff, customerId: string): Promise<Customer> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/customers',
    headers: await identityHeaders(as),
  });
  expect(response.statusCode).toBe(200);
  const customer = (response.json() as Customer[]).find((entry) => entry._id === customerId);
  if (!customer) throw new Error(`customer ${customerId} is not listed`);
  return customer;
}

async function fullIcOf(customerId: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/customers/${customerId}`,
    headers: await identityHeaders(admin),
  });
  return response.json().ic;
}

async function put(as: Staff, customerId: string, body: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/customers/${customerId}`,
    headers: await identityHeaders(as),
    payload: body as Record<string, unknown>,
  });
}

async function auditedChanges(customerId: string) {
  const sequelize = createDatabase({ url: database.url, schema: 'customer' });
  const rows = await sequelize.query<{ details: { changed: Record<string, unknown> } }>(
    "SELECT details FROM audit_entries WHERE customer_id = $1 AND action = 'customer.update' ORDER BY created_at",
    { bind: [customerId], type: QueryTypes.SELECT },
  );
  await sequelize.close();
  return rows.map((row) => row.details.changed);
}

describe('PUT with the whole customer as GET /api/customers returned it', () => {
  let customerId: string;

  beforeAll(async () => {
    customerId = await addCustomerOf(alice, 'S1234567D');
    await recordPayment(customerId);
  });

  it('renames the customer and leaves the IC, balance and payments as they were', async () => {
    const read = await listed(alice, customerId);
    expect(read).toMatchObject({ ic: 'S****567D', numOfTrainings: 5 });
    expect(read.paymentHistory).toHaveLength(1);

    const response = await put(alice, customerId, { ...read, name: 'Renamed Whole' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...read, name: 'Renamed Whole' });
    expect(await listed(alice, customerId)).toEqual({ ...read, name: 'Renamed Whole' });
    expect(await fullIcOf(customerId)).toBe('S1234567D');
    expect((await auditedChanges(customerId)).at(-1)).toEqual({
      name: { from: read.name, to: 'Renamed Whole' },
    });
  });

  it('also takes the edit form’s object, with the full IC from GET /api/customers/:id', async () => {
    const form = (
      await app.inject({
        method: 'GET',
        url: `/api/customers/${customerId}`,
        headers: await identityHeaders(alice),
      })
    ).json() as Customer;
    const response = await put(alice, customerId, { ...form, phone: '87654321' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phone: '87654321', ic: 'S****567D' });
    expect(await fullIcOf(customerId)).toBe('S1234567D');
  });

  it('changes the IC when a full new number is sent with the rest', async () => {
    const read = await listed(alice, customerId);
    const response = await put(alice, customerId, { ...read, ic: 's7654321a' });
    expect(response.statusCode).toBe(200);
    expect(response.json().ic).toBe('S****321A');
    expect(await fullIcOf(customerId)).toBe('S7654321A');
    await put(alice, customerId, { ic: 'S1234567D' });
  });

  it.each(['S****999Z', 'T****567D', '*********', 's****567'])(
    'refuses a masked IC %s that is not this customer’s mask, and changes nothing',
    async (ic) => {
      const read = await listed(alice, customerId);
      const response = await put(alice, customerId, { ...read, name: 'Never Saved', ic });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/masked IC/);
      expect(await listed(alice, customerId)).toEqual(read);
      expect(await fullIcOf(customerId)).toBe('S1234567D');
    },
  );

  it.each([
    ['numOfTrainings', 99],
    [
      'paymentHistory',
      [{ dateOfPayment: '2026-01-02T03:04:05.000Z', amountPaid: 1, numOfTrainingsPaidFor: 50 }],
    ],
    ['dateJoined', '2000-01-01T00:00:00.000Z'],
  ])('ignores a forged %s: the edit applies, the read-only field stays', async (field, value) => {
    const read = await listed(alice, customerId);
    const response = await put(alice, customerId, {
      ...read,
      name: `Forged ${field}`,
      [field]: value,
    });
    expect(response.statusCode).toBe(200);
    expect(await listed(alice, customerId)).toEqual({ ...read, name: `Forged ${field}` });
  });

  it('never uses a body _id: the path names the customer changed', async () => {
    const bobsCustomerId = await addCustomerOf(bob, 'T0123456J');
    const bobsBefore = await listed(bob, bobsCustomerId);
    const read = await listed(alice, customerId);

    const response = await put(alice, customerId, {
      ...read,
      _id: bobsCustomerId,
      name: 'Path Wins',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: customerId, name: 'Path Wins' });
    expect(await listed(bob, bobsCustomerId)).toEqual(bobsBefore);
  });

  it.each([
    ['role', 'admin'],
    ['trainerId', '00000000-0000-4000-8000-000000000000'],
    ['balance', 5],
  ])('refuses %s, which is no field of a customer, naming it', async (field, value) => {
    const read = await listed(alice, customerId);
    const response = await put(alice, customerId, { ...read, name: 'Never Saved', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `Invalid request body: Unknown field: ${field}.` });
    expect(await listed(alice, customerId)).toEqual(read);
  });
});

describe('trainerID as the { _id, name } object GET shows', () => {
  let customerId: string;

  beforeAll(async () => {
    customerId = await addCustomerOf(alice, 'S2345678H');
  });

  it("is taken from the customer's own trainer, whatever name it carries", async () => {
    const read = await listed(alice, customerId);
    const response = await put(alice, customerId, {
      ...read,
      name: 'Object Form',
      trainerID: { _id: alice.userId, name: 'A stale name' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().trainerID).toEqual({ _id: alice.userId, name: 'Alice Trainer' });
  });

  it('cannot move a trainer’s customer to another trainer (403), and nothing changes', async () => {
    const read = await listed(alice, customerId);
    const response = await put(alice, customerId, {
      ...read,
      name: 'Moved Away',
      trainerID: { _id: bob.userId, name: 'Bob Trainer' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Only an admin can change a customer's trainer." });
    expect(await listed(alice, customerId)).toEqual(read);
  });

  it('lets an admin send the whole customer back with its trainer unchanged', async () => {
    const read = await listed(admin, customerId);
    const response = await put(admin, customerId, { ...read, sex: 'F' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sex: 'F', trainerID: { _id: alice.userId } });
  });

  it('refuses null for a customer who has a trainer', async () => {
    const read = await listed(admin, customerId);
    const response = await put(admin, customerId, { ...read, trainerID: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'A customer always has a trainer: choose another trainer instead of none.',
    });
    expect(await listed(admin, customerId)).toEqual(read);
  });

  it('refuses an object without a valid id', async () => {
    const response = await put(admin, customerId, { trainerID: { name: 'Bob Trainer' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/trainerID/);
  });
});
