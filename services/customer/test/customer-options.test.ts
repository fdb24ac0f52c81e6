import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOptions } from '@studio/contracts/customer-options';
import { newAdmin, newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import { identityHeaders, useCustomerApp, validCustomer } from './customer-test-app.js';

const service = useCustomerApp();
const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');
const admin = newAdmin('Ada Admin');
const ids: Record<string, string> = {};

async function addCustomer(trainer: Staff, name: string, email: string) {
  const response = await service.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: await identityHeaders(trainer),
    payload: { ...validCustomer, name, email },
  });
  expect(response.statusCode, response.body).toBe(201);
  ids[name] = (response.json() as { _id: string })._id;
}

async function options(staff: Staff, query: string) {
  return service.app.inject({
    method: 'GET',
    url: `/api/customers/options${query}`,
    headers: await identityHeaders(staff),
  });
}

async function allPages(staff: Staff, query: string): Promise<CustomerOptions['items']> {
  const items: CustomerOptions['items'] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? '&' : '?';
    const response = await options(
      staff,
      `${query}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as CustomerOptions;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

beforeAll(async () => {
  await addCustomer(alice, 'carol Tan', 'carol@example.com');
  await addCustomer(alice, 'Ben Lim', 'ben@example.com');
  await addCustomer(alice, 'Dora Ng', 'dora@example.com');
  await addCustomer(bob, 'Anna Koh', 'anna@example.com');
});

describe('GET /api/customers/options', () => {
  it('lists a trainer’s own customers by name, case-insensitively, with their trainer', async () => {
    const page = (await (await options(alice, '')).json()) as CustomerOptions;
    expect(page).toEqual({
      items: [
        { _id: ids['Ben Lim'], name: 'Ben Lim', trainerID: alice.userId },
        { _id: ids['carol Tan'], name: 'carol Tan', trainerID: alice.userId },
        { _id: ids['Dora Ng'], name: 'Dora Ng', trainerID: alice.userId },
      ],
      nextCursor: null,
    });
  });

  it('never shows a trainer another trainer’s customers, whatever trainerId says', async () => {
    const page = (await options(alice, `?trainerId=${bob.userId}`)).json() as CustomerOptions;
    expect(page.items).toEqual([]);
    expect((await allPages(alice, '?q=anna')).map((option) => option.name)).toEqual([]);
  });

  it('gives an admin the whole chain, or one trainer’s, page by page', async () => {
    expect((await allPages(admin, '?limit=1')).map((option) => option.name)).toEqual([
      'Anna Koh',
      'Ben Lim',
      'carol Tan',
      'Dora Ng',
    ]);
    expect(
      (await allPages(admin, `?limit=1&trainerId=${bob.userId}`)).map((option) => option.name),
    ).toEqual(['Anna Koh']);
  });

  it('searches names and emails', async () => {
    expect((await allPages(admin, '?q=TAN')).map((option) => option.name)).toEqual(['carol Tan']);
    expect((await allPages(alice, '?q=dora@')).map((option) => option.name)).toEqual(['Dora Ng']);
  });

  it('refuses a bad trainer id and a cursor of another search', async () => {
    expect((await options(admin, '?trainerId=nope')).statusCode).toBe(400);
    const first = (await options(admin, '?limit=1')).json() as CustomerOptions;
    const other = await options(
      admin,
      `?limit=1&q=a&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(other.statusCode).toBe(400);
  });
});
