import { beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
import {
  identityHeaders,
  selectCustomerRows,
  useCustomerApp,
  validCustomer,
} from './customer-test-app.js';

const service = useCustomerApp();
const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');

async function addCustomer(as: typeof alice, body: Record<string, unknown> = validCustomer) {
  return service.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: await identityHeaders(as),
    payload: body,
  });
}

async function listAs(as: typeof alice) {
  const response = await service.app.inject({
    method: 'GET',
    url: '/api/customers',
    headers: await identityHeaders(as),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    _id: string;
    name: string;
    numOfTrainings: number;
    ic: string;
    email: string;
  }[];
}

describe('adding a customer', () => {
  it("records a trainer's customer as theirs, with the IC masked and no sessions", async () => {
    const response = await addCustomer(alice);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Tan Mei Ling',
      email: 'meiling@example.com',
      phone: '91234567',
      dateOfBirth: '1990-05-17',
      ic: 'S****567D',
      sex: 'Female',
      numOfTrainings: 0,
      trainerID: { _id: alice.userId, name: 'Alice Trainer' },
      paymentHistory: [],
    });
  });

  it('stores the IC number encrypted, never in clear', async () => {
    const rows = await selectCustomerRows<{ ic_encrypted: string }>(
      service.databaseUrl,
      'SELECT ic_encrypted FROM customers',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.ic_encrypted).not.toContain('1234567');
      expect(row.ic_encrypted).toMatch(/^v1\./);
    }
  });

  it.each([
    [{ ...validCustomer, email: 'not-an-email' }, 'Email must be a valid email address'],
    [{ ...validCustomer, phone: '1234' }, 'Phone must be a Singapore number'],
    [{ ...validCustomer, phone: '+44 20 7946 0958' }, 'Phone must be a Singapore number'],
    [{ ...validCustomer, dateOfBirth: '2999-01-01' }, 'Date of birth must be in the past'],
    [
      { ...validCustomer, dateOfBirth: '1990-02-30' },
      'Date of birth must be a date written as YYYY-MM-DD',
    ],
    [{ ...validCustomer, ic: '12345' }, 'IC must be an NRIC or FIN number'],
    [{ ...validCustomer, name: '   ' }, 'Name is required'],
    [{ ...validCustomer, numOfTrainings: 50 }, 'Unknown field: numOfTrainings'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const response = await addCustomer(alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('refuses a trainer who names another trainer', async () => {
    const response = await addCustomer(alice, { ...validCustomer, trainerID: bob.userId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Only an admin can change a customer's trainer." });
  });

  it('needs a signed-in caller', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/customers' });
    expect(response.statusCode).toBe(401);
  });
});

describe("a trainer and another trainer's customers", () => {
  let bobsCustomerId: string;

  beforeAll(async () => {
    const response = await addCustomer(bob, {
      ...validCustomer,
      name: 'Lim Wei',
      email: 'limwei@example.com',
      ic: 'T0123456J',
    });
    bobsCustomerId = response.json()._id;
  });

  it('lists only their own customers', async () => {
    const names = (await listAs(alice)).map((customer) => customer.name);
    expect(names).not.toContain('Lim Wei');
    expect((await listAs(bob)).map((customer) => customer.name)).toEqual(['Lim Wei']);
  });

  it("cannot change another trainer's customer, and nothing changes", async () => {
    const response = await service.app.inject({
      method: 'PUT',
      url: `/api/customers/${bobsCustomerId}`,
      headers: await identityHeaders(alice),
      payload: { name: 'Hijacked', trainerID: alice.userId },
    });
    expect([403, 404]).toContain(response.statusCode);
    const [customer] = await listAs(bob);
    expect(customer?.name).toBe('Lim Wei');
  });

  it("cannot read another trainer's customer's IC", async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: `/api/customers/${bobsCustomerId}`,
      headers: await identityHeaders(alice),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Customer not found.' });
  });

  it('shows the full IC to the owning trainer for the edit form', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: `/api/customers/${bobsCustomerId}`,
      headers: await identityHeaders(bob),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().ic).toBe('T0123456J');
  });
});

describe('editing a customer', () => {
  let customerId: string;

  beforeAll(async () => {
    const response = await addCustomer(alice, {
      ...validCustomer,
      name: 'Edit Me',
      email: 'editme@example.com',
    });
    customerId = response.json()._id;
  });

  it('changes the editable fields and answers the updated customer', async () => {
    const response = await service.app.inject({
      method: 'PUT',
      url: `/api/customers/${customerId}`,
      headers: await identityHeaders(alice),
      payload: { name: 'Edited Name', phone: '81234567', ic: 'S7654321A', trainerID: alice.userId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: customerId,
      name: 'Edited Name',
      phone: '81234567',
      ic: 'S****321A',
    });
  });

  it('refuses invalid values with a 400', async () => {
    const response = await service.app.inject({
      method: 'PUT',
      url: `/api/customers/${customerId}`,
      headers: await identityHeaders(alice),
      payload: { email: 'bad@', dateOfBirth: '1990-01-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Email must be a valid email address');
  });

  it('answers 404 for a customer that does not exist and 400 for a malformed id', async () => {
    const missing = await service.app.inject({
      method: 'PUT',
      url: '/api/customers/00000000-0000-4000-8000-000000000000',
      headers: await identityHeaders(alice),
      payload: { name: 'Nobody' },
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await service.app.inject({
      method: 'PUT',
      url: '/api/customers/abc',
      headers: await identityHeaders(alice),
      payload: {},
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('records who created and changed the customer in the audit log, without the IC number', async () => {
    const entries = await selectCustomerRows<{
      action: string;
      actor_id: string;
      details: Record<string, unknown>;
    }>(
      service.databaseUrl,
      'SELECT action, actor_id, details FROM audit_entries WHERE customer_id = $1 ORDER BY created_at',
      [customerId],
    );
    expect(entries.map((entry) => entry.action)).toEqual(['customer.create', 'customer.update']);
    expect(entries.every((entry) => entry.actor_id === alice.userId)).toBe(true);
    expect(entries[1]?.details).toMatchObject({
      changed: { name: { from: 'Edit Me', to: 'Edited Name' }, ic: 'changed' },
    });
    expect(JSON.stringify(entries)).not.toMatch(/S7654321A|S1234567D/i);
  });
});

describe('an admin while the auth service cannot answer', () => {
  const admin = newAdmin('Ada Admin');

  it('still lists every customer, with trainer names read as Unknown', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: await identityHeaders(admin),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { trainerID: { _id: string; name: string } }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((customer) => customer.trainerID.name === 'Unknown')).toBe(true);
  });

  it('still pages the customers screen in every trainer sort and search, portal access unknown', async () => {
    for (const query of ['limit=50', 'limit=50&sort=trainer', 'limit=50&q=example']) {
      const response = await service.app.inject({
        method: 'GET',
        url: `/api/customers?${query}`,
        headers: await identityHeaders(admin),
      });
      expect(response.statusCode, query).toBe(200);
      const items = response.json().items as {
        trainerID: { name: string };
        portalAccess: string | null;
      }[];
      expect(items.length, query).toBeGreaterThanOrEqual(2);
      expect(items.every((customer) => customer.trainerID.name === 'Unknown')).toBe(true);
      expect(items.every((customer) => customer.portalAccess === null)).toBe(true);
    }
  });

  it('cannot give a customer to a trainer it cannot check (503), and nothing is added', async () => {
    const response = await addCustomer(admin, {
      ...validCustomer,
      email: 'unchecked@example.com',
      trainerID: alice.userId,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toContain('Trainers cannot be checked right now');
    expect((await listAs(alice)).map((customer) => customer.email)).not.toContain(
      'unchecked@example.com',
    );
  });

  it('must choose a trainer', async () => {
    const response = await addCustomer(admin, validCustomer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Choose a trainer for the customer.' });
  });
});
