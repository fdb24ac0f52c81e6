import type { User } from '@studio/contracts/auth';
import type { UserSortKey } from '@studio/contracts/user-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';

let harness: AuthTestHarness;
let admin: User;
let trainer: User;

async function register(name: string, email: string, role: 'admin' | 'trainer') {
  const payload = { name, email, password: 'a long password', role };
  // The first admin registers; everyone after is created by that admin (active at once).
  const response = admin
    ? await harness.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: await harness.identity(admin),
        payload,
      })
    : await harness.app.inject({ method: 'POST', url: '/internal/register', payload });
  expect(response.statusCode).toBe(201);
  return response.json().user as User;
}

async function get(as: User, url: string) {
  return harness.app.inject({ method: 'GET', url, headers: await harness.identity(as) });
}

async function allPages(query: string): Promise<User[]> {
  const users: User[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(
      admin,
      `/api/users?limit=2&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: User[]; nextCursor: string | null };
    users.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return users;
}

beforeAll(async () => {
  harness = await startAuthHarness();
  admin = await register('Ada', 'ada@example.com', 'admin');
  trainer = await register('bruno', 'bruno@example.com', 'trainer');
  await register('Carla', 'carla@studio.sg', 'trainer');
  await register('dina', 'dina@example.com', 'trainer');
  await register('Eli', 'eli@example.com', 'trainer');
  const edited = await harness.app.inject({
    method: 'PUT',
    url: `/api/users/${trainer._id}`,
    headers: await harness.identity(admin),
    payload: { name: 'Bruno' },
  });
  expect(edited.statusCode).toBe(200);
});

afterAll(async () => {
  await harness?.close();
});

const sortValue: Record<UserSortKey, (user: User) => string | number> = {
  name: (user) => user.name.toLowerCase(),
  email: (user) => user.email.toLowerCase(),
  role: (user) => user.role,
  dateCreated: (user) => Date.parse(user.dateCreated),
  lastEdited: (user) => (user.lastEdited ? Date.parse(user.lastEdited) : Number.NEGATIVE_INFINITY),
};

describe('GET /api/users', () => {
  it('answers the whole list, oldest first, without paging parameters', async () => {
    const response = await get(admin, '/api/users');
    expect(response.statusCode).toBe(200);
    expect((response.json() as User[]).map((user) => user.name)).toEqual([
      'Ada',
      'Bruno',
      'Carla',
      'dina',
      'Eli',
    ]);
  });

  for (const sort of Object.keys(sortValue) as UserSortKey[]) {
    for (const order of ['asc', 'desc'] as const) {
      it(`pages through every account once, sorted by ${sort} ${order}`, async () => {
        const users = await allPages(`sort=${sort}&order=${order}`);
        expect(users.map((user) => user.email).sort()).toEqual([
          'ada@example.com',
          'bruno@example.com',
          'carla@studio.sg',
          'dina@example.com',
          'eli@example.com',
        ]);
        const values = users.map(sortValue[sort]);
        for (let index = 1; index < values.length; index += 1) {
          if (order === 'asc') expect(values[index - 1]! <= values[index]!).toBe(true);
          else expect(values[index - 1]! >= values[index]!).toBe(true);
        }
      });
    }
  }

  it('puts never-edited accounts (N/A) before edited ones', async () => {
    const users = await allPages('sort=lastEdited&order=desc');
    expect(users[0]!.name).toBe('Bruno');
  });

  it('searches name and email case-insensitively', async () => {
    expect((await allPages('q=CARL')).map((user) => user.name)).toEqual(['Carla']);
    expect((await allPages('q=example.com')).map((user) => user.name)).toEqual([
      'Ada',
      'Bruno',
      'dina',
      'Eli',
    ]);
  });

  it('is refused to trainers and answers bad paging parameters with a message', async () => {
    expect((await get(trainer, '/api/users?limit=10')).statusCode).toBe(403);
    const bad = await get(admin, '/api/users?sort=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('error');
    expect((await get(admin, '/api/users?cursor=bm9wZQ')).statusCode).toBe(400);
  });
});
