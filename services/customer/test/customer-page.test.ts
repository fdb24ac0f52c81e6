import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildAuthApp } from '@studio/auth-service/dist/app.js';
import { readAuthConfig } from '@studio/auth-service/dist/config.js';
import { CustomerPage } from '@studio/contracts/customer-page';
import { CustomerList, type Customer } from '@studio/contracts/customers';
import type { CustomerListItem, CustomerSortKey } from '@studio/contracts/customer-page';
import type { ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { readEveryChunk } from '@studio/service-kit/testing/list-chunks';
import { migrateUp } from '@studio/service-kit/migrations';
import type { TestDatabase } from '@studio/service-kit/testing/database';
import { randomRedisPrefix, testRedisUrl } from '@studio/service-kit/testing/redis';
import { newAdmin, type Staff } from '@studio/service-kit/testing/staff-identity';
import {
  createCustomerDatabase,
  customerConfig,
  identityHeaders,
  secret,
  serviceHeaders,
  startCustomerApp,
} from './customer-test-app.js';
import { customerSchema } from '../src/context.js';
import { customerView } from '../src/customer-view.js';
import { customerListChunk, listCustomers } from '../src/store/customer-list.js';

const authMigrations = fileURLToPath(
  new URL('./migrations', import.meta.resolve('@studio/auth-service/dist/app.js')),
);

let database: TestDatabase;
let auth: ServiceApp;
let app: ServiceApp;
let admin: Staff;
let zoe: Staff;
let adam: Staff;

async function register(name: string, role: 'admin' | 'trainer'): Promise<Staff> {
  // Created by an admin, as on the Trainers screen: active at once, unlike a self-registration.
  const response = await auth.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: await identityHeaders(newAdmin('Setup Admin')),
    payload: { name, email: `${randomUUID()}@example.com`, password: 'a long password', role },
  });
  expect(response.statusCode).toBe(201);
  return { userId: (response.json() as { user: { _id: string } }).user._id, role, name };
}

async function addCustomer(trainer: Staff, fields: Record<string, string>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: await identityHeaders(admin),
    payload: { ic: 'S1234567D', trainerID: trainer.userId, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { _id: string })._id;
}

async function pay(customerId: string, paidAt: string, sessions: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/internal/customers/${customerId}/ledger`,
    headers: await serviceHeaders(),
    payload: {
      sourceType: 'payment',
      sourceId: randomUUID(),
      delta: sessions,
      // Packages that outlive the test's dates, so the balances under test never expire.
      payment: { amountPaid: sessions * 100, paidAt, validityDays: 3650 },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function get(as: Staff, url: string) {
  return app.inject({ method: 'GET', url, headers: await identityHeaders(as) });
}

/** Every page of a list, following `nextCursor`. */
async function allPages(as: Staff, query: string): Promise<CustomerListItem[]> {
  const items: CustomerListItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await get(
      as,
      `/api/customers?limit=3&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: CustomerListItem[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(3);
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(50);
  } while (cursor);
  return items;
}

const today = new Date();
const yearsAgo = (years: number, monthShift = 0) =>
  new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth() + monthShift, 10))
    .toISOString()
    .slice(0, 10);

beforeAll(async () => {
  database = await createCustomerDatabase();
  const sequelize = createDatabase({ url: database.url, schema: 'auth' });
  await migrateUp({ sequelize, schema: 'auth', directory: authMigrations });
  await sequelize.close();
  auth = await buildAuthApp(
    readAuthConfig({
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: randomRedisPrefix(),
      INTERNAL_TOKEN_SECRET: secret,
      LOG_LEVEL: 'silent',
    }),
  );
  const authUrl = await auth.listen({ port: 0, host: '127.0.0.1' });
  app = await startCustomerApp(customerConfig(database.url, { authUrl }));

  admin = await register('Ada Admin', 'admin');
  zoe = await register('zoe Trainer', 'trainer');
  adam = await register('Adam Trainer', 'trainer');

  const people = [
    ['bob Lim', 'BOB@example.com', '91110001', yearsAgo(30), 'Male', zoe],
    ['Alice Tan', 'alice@example.com', '81110002', yearsAgo(25), 'female', adam],
    ['carol Ng', 'carol@studio.sg', '91110003', yearsAgo(41, 2), 'Female', zoe],
    ['Dave Goh', 'dave@example.com', '61110004', yearsAgo(41, -2), 'male', adam],
    ['eve Koh', 'Eve@example.com', '91110005', yearsAgo(19), 'Female', zoe],
    ['Frank Ong', 'frank@example.com', '81110006', yearsAgo(60), 'Male', adam],
    ['Grace 100% Lee', 'grace@example.com', '91110007', yearsAgo(35), 'Female', zoe],
  ] as const;
  const ids: string[] = [];
  for (const [name, email, phone, dateOfBirth, sex, trainer] of people)
    ids.push(await addCustomer(trainer, { name, email, phone, dateOfBirth, sex }));
  // Carol paid first, Alice later and twice; the others never.
  await pay(ids[1]!, '2026-03-01T02:00:00.000Z', 5);
  await pay(ids[1]!, '2026-06-01T02:00:00.000Z', 10);
  await pay(ids[1]!, '2026-09-01T02:00:00.000Z', 1);
  await pay(ids[1]!, '2026-10-01T02:00:00.000Z', 2);
  await pay(ids[2]!, '2026-01-15T02:00:00.000Z', 8);
});

afterAll(async () => {
  await app?.close();
  await auth?.close();
  await database?.drop();
});

/** How the spec sorts each column (section 4): the values a page sequence must be ordered by. */
const specSortValue: Record<CustomerSortKey, (customer: Customer) => string | number> = {
  name: (c) => c.name.toLowerCase(),
  email: (c) => c.email.toLowerCase(),
  phone: (c) => c.phone,
  dateOfBirth: (c) => ageInYears(c.dateOfBirth),
  sex: (c) => c.sex.toLowerCase(),
  dateJoined: (c) => Date.parse(c.dateJoined),
  numOfTrainings: (c) => c.numOfTrainings,
  trainer: (c) => c.trainerID?.name.toLowerCase() ?? '',
  paymentHistory: (c) =>
    c.paymentHistory.length === 0
      ? Number.NEGATIVE_INFINITY
      : Math.min(...c.paymentHistory.map((entry) => Date.parse(entry.dateOfPayment))),
};

function ageInYears(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}

function expectOrdered(values: (string | number)[], order: 'asc' | 'desc') {
  for (let index = 1; index < values.length; index += 1) {
    const [before, after] = [values[index - 1]!, values[index]!];
    if (order === 'asc') expect(before <= after, `${before} before ${after}`).toBe(true);
    else expect(before >= after, `${before} before ${after}`).toBe(true);
  }
}

describe('GET /api/customers without paging parameters', () => {
  it('still answers the whole list, oldest joined first, with full payment histories', async () => {
    const response = await get(admin, '/api/customers');
    expect(response.statusCode).toBe(200);
    const customers = response.json() as Customer[];
    expect(customers.map((c) => c.name)).toEqual([
      'bob Lim',
      'Alice Tan',
      'carol Ng',
      'Dave Goh',
      'eve Koh',
      'Frank Ong',
      'Grace 100% Lee',
    ]);
    expect(customers[1]!.paymentHistory).toHaveLength(4);
  });

  /**
   * What the route answered before it streamed: the whole list read into memory and sent through
   * Fastify's serializer for its documented response.
   */
  async function answeredInMemory(viewer: Staff): Promise<string> {
    const sequelize = createDatabase({ url: database.url, schema: customerSchema });
    const trainerNames = new Map([zoe, adam].map((trainer) => [trainer.userId, trainer.name]));
    const rows = await listCustomers(sequelize, {
      trainerId: viewer.role === 'trainer' ? viewer.userId : undefined,
    });
    await sequelize.close();
    const views = rows.map((row) => customerView(row, (id) => trainerNames.get(id)!));
    const inMemory = Fastify();
    inMemory.get(
      '/api/customers',
      { schema: { response: { 200: Type.Union([CustomerList, CustomerPage]) } } },
      () => views,
    );
    const answer = await inMemory.inject({ method: 'GET', url: '/api/customers' });
    await inMemory.close();
    return answer.body;
  }

  it.each([
    ['an admin', () => admin],
    ['a trainer', () => zoe],
  ])('streams, for %s, exactly the bytes the list built in memory answered', async (_, viewer) => {
    const response = await get(viewer(), '/api/customers');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(await answeredInMemory(viewer()));
  });

  it('reads the list a chunk at a time, each after the last row of the one before', async () => {
    const sequelize = createDatabase({ url: database.url, schema: customerSchema });
    const chunks = (await readEveryChunk(customerListChunk(sequelize, undefined), 3)).map((rows) =>
      rows.map((row) => row.name),
    );
    const whole = await listCustomers(sequelize, {});
    await sequelize.close();

    expect(chunks.map((names) => names.length)).toEqual([3, 3, 1]);
    expect(chunks.flat()).toEqual(whole.map((row) => row.name));
  });
});

describe('GET /api/customers paged', () => {
  const sortKeys = Object.keys(specSortValue) as CustomerSortKey[];

  for (const sort of sortKeys) {
    for (const order of ['asc', 'desc'] as const) {
      it(`pages through every customer once, sorted by ${sort} ${order} as the spec sorts`, async () => {
        const whole = new Map(
          ((await get(admin, '/api/customers')).json() as Customer[]).map((c) => [c._id, c]),
        );
        const items = await allPages(admin, `sort=${sort}&order=${order}`);
        expect(items.map((item) => item._id).sort()).toEqual([...whole.keys()].sort());
        expectOrdered(
          items.map((item) => specSortValue[sort](whole.get(item._id)!)),
          order,
        );
      });
    }
  }

  it('sorts a customer without a trainer first by trainer, and last descending, across pages', async () => {
    const customers = createDatabase({ url: database.url, schema: 'customer' });
    const [[orphan]] = (await customers.query(
      'SELECT id, trainer_id FROM customer.customers ORDER BY id LIMIT 1',
    )) as [[{ id: string; trainer_id: string }], unknown];
    await customers.query('UPDATE customer.customers SET trainer_id = NULL WHERE id = $1', {
      bind: [orphan!.id],
    });
    try {
      const everyone = (await get(admin, '/api/customers')).json() as Customer[];
      const ascending = await allPages(admin, 'sort=trainer&order=asc');
      const descending = await allPages(admin, 'sort=trainer&order=desc');
      expect(ascending).toHaveLength(everyone.length);
      expect(ascending[0]).toMatchObject({ _id: orphan!.id, trainerID: null });
      expect(descending.map((item) => item._id)).toEqual(
        ascending.map((item) => item._id).reverse(),
      );
    } finally {
      await customers.query('UPDATE customer.customers SET trainer_id = $1 WHERE id = $2', {
        bind: [orphan!.trainer_id, orphan!.id],
      });
      await customers.close();
    }
  });

  it('starts by date joined, ascending', async () => {
    const items = await allPages(admin, '');
    expect(items.map((item) => item.name)).toEqual([
      'bob Lim',
      'Alice Tan',
      'carol Ng',
      'Dave Goh',
      'eve Koh',
      'Frank Ong',
      'Grace 100% Lee',
    ]);
  });

  it('sorts customers without payments first and by the first payment, not the latest', async () => {
    const items = await allPages(admin, 'sort=paymentHistory&order=desc');
    expect(items.slice(0, 2).map((item) => item.name)).toEqual(['Alice Tan', 'carol Ng']);
  });

  it('carries the latest payment and the count, and "+ Show More" reads the rest', async () => {
    const [alice] = await allPages(admin, 'q=alice');
    expect(alice).toMatchObject({
      name: 'Alice Tan',
      paymentCount: 4,
      latestPayment: {
        dateOfPayment: '2026-10-01T02:00:00.000Z',
        amountPaid: 200,
        numOfTrainingsPaidFor: 2,
      },
      trainerID: { _id: adam.userId, name: 'Adam Trainer' },
      ic: 'S****567D',
    });
    expect(alice).not.toHaveProperty('paymentHistory');
    const history = await get(adam, `/api/customers/${alice!._id}/payments`);
    expect(history.statusCode).toBe(200);
    expect(
      (history.json() as { items: { dateOfPayment: string }[] }).items.map((e) => e.dateOfPayment),
    ).toEqual([
      '2026-10-01T02:00:00.000Z',
      '2026-09-01T02:00:00.000Z',
      '2026-06-01T02:00:00.000Z',
      '2026-03-01T02:00:00.000Z',
    ]);
    const otherTrainer = await get(zoe, `/api/customers/${alice!._id}/payments`);
    expect(otherTrainer.statusCode).toBe(404);
    const none = (await allPages(admin, 'q=frank'))[0]!;
    expect(none).toMatchObject({ latestPayment: null, paymentCount: 0 });
  });

  it('searches name, email and phone case-insensitively, and trainer names for admins', async () => {
    const names = async (as: Staff, q: string) =>
      (await allPages(as, `q=${encodeURIComponent(q)}`)).map((item) => item.name).sort();
    expect(await names(admin, 'ALICE')).toEqual(['Alice Tan']);
    expect(await names(admin, 'studio.SG')).toEqual(['carol Ng']);
    expect(await names(admin, '9111000')).toEqual([
      'Grace 100% Lee',
      'bob Lim',
      'carol Ng',
      'eve Koh',
    ]);
    expect(await names(admin, '100%')).toEqual(['Grace 100% Lee']);
    expect(await names(admin, 'adam trainer')).toEqual(['Alice Tan', 'Dave Goh', 'Frank Ong']);
    // A trainer's search covers only their own customers, and never trainer names.
    expect(await names(zoe, 'example')).toEqual(['Grace 100% Lee', 'bob Lim', 'eve Koh']);
    expect(await names(zoe, 'adam trainer')).toEqual([]);
  });

  it('gives a trainer only their own customers, in every sort', async () => {
    for (const sort of ['trainer', 'name', 'paymentHistory'])
      expect((await allPages(zoe, `sort=${sort}`)).map((item) => item.trainerID?._id)).toEqual([
        zoe.userId,
        zoe.userId,
        zoe.userId,
        zoe.userId,
      ]);
  });

  it('refuses a cursor from another sort or a forged one with a message', async () => {
    const first = (await get(admin, '/api/customers?limit=2&sort=name')).json() as {
      nextCursor: string;
    };
    const reused = await get(
      admin,
      `/api/customers?limit=2&sort=email&cursor=${encodeURIComponent(first.nextCursor)}`,
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      error: 'This page link is out of date: load the list again from the start.',
    });
    const forged = Buffer.from(
      JSON.stringify(['name', 'asc', '', "x') OR 1=1 --", 'nope']),
    ).toString('base64url');
    expect((await get(admin, `/api/customers?sort=name&cursor=${forged}`)).statusCode).toBe(400);
    expect((await get(admin, '/api/customers?limit=500')).statusCode).toBe(400);
    expect((await get(admin, '/api/customers?sort=ic')).statusCode).toBe(400);
  });
});

describe('GET /api/customers/export.csv', () => {
  async function exportCsv(as: Staff, query: string) {
    const response = await get(as, `/api/customers/export.csv${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    return response.body.slice(1).trimEnd().split('\r\n');
  }

  it('streams the filtered, sorted list with the screen columns and the IC masked', async () => {
    const lines = await exportCsv(admin, '?q=example.com&sort=name&order=desc');
    expect(lines[0]).toBe(
      'Name,Email,Phone,IC,Date of Birth,Sex,Date Joined,Trainings Left,Trainer,Payments,Total Paid ($),Next Expiry,Sessions Expiring',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Grace 100% Lee',
      'Frank Ong',
      'eve Koh',
      'Dave Goh',
      'bob Lim',
      'Alice Tan',
    ]);
    const alice = lines.find((line) => line.startsWith('Alice Tan,'))!;
    expect(alice).toContain(',S****567D,');
    const { nextExpiry } = ((await get(admin, '/api/customers')).json() as Customer[]).find(
      (customer) => customer.name === 'Alice Tan',
    )!;
    expect(nextExpiry).not.toBeNull();
    expect(alice.split(',').slice(-6)).toEqual([
      '18',
      'Adam Trainer',
      '4',
      '1800',
      nextExpiry!.date,
      String(nextExpiry!.sessions),
    ]);
    expect(lines.join('\n')).not.toMatch(/S1234567D/);
  });

  it('leaves out the trainer column for trainers and covers only their customers', async () => {
    const lines = await exportCsv(zoe, '');
    expect(lines[0]).not.toContain('Trainer');
    expect(lines).toHaveLength(5);
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const id = await addCustomer(adam, {
      name: '=HYPERLINK("http://evil.example","x")',
      email: 'formula@example.com',
      phone: '91119999',
      dateOfBirth: yearsAgo(33),
      sex: '@risk',
    });
    const lines = await exportCsv(admin, '?q=formula');
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")",formula@example.com,91119999,S****567D,${yearsAgo(33)},'@risk,${
        ((await get(admin, '/api/customers')).json() as Customer[]).find((c) => c._id === id)!
          .dateJoined
      },0,Adam Trainer,0,0,,`,
    );
  });
});
