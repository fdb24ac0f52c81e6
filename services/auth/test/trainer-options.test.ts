import type { User } from '@studio/contracts/auth';
import type { TrainerOptions, TrainerOptionsPage } from '@studio/contracts/trainer-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';

let harness: AuthTestHarness;
let admin: User;
let carla: User;
let pending: User;

async function createdByAdmin(name: string, role: 'admin' | 'trainer') {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: await harness.identity(admin),
    payload: {
      name,
      email: `${name.toLowerCase()}@example.com`,
      password: 'a long password',
      role,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().user as User;
}

async function get(as: User | undefined, url: string) {
  return harness.app.inject({
    method: 'GET',
    url,
    headers: as ? await harness.identity(as) : {},
  });
}

beforeAll(async () => {
  harness = await startAuthHarness();
  const first = await harness.app.inject({
    method: 'POST',
    url: '/internal/register',
    payload: { name: 'Ada', email: 'ada@example.com', password: 'a long password', role: 'admin' },
  });
  admin = first.json().user as User;
  carla = await createdByAdmin('carla', 'trainer');
  await createdByAdmin('Bruno', 'trainer');
  await createdByAdmin('Zed', 'admin');
  // A self-registered trainer waits for approval.
  const selfRegistered = await harness.app.inject({
    method: 'POST',
    url: '/internal/register',
    payload: {
      name: 'Penny',
      email: 'penny@example.com',
      password: 'a long password',
      role: 'trainer',
    },
  });
  pending = selfRegistered.json().user as User;
  expect(pending.status).toBe('pending');
});
afterAll(() => harness?.close());

describe('GET /api/users/options', () => {
  it('lists active trainers by name, case-insensitively, for any staff member', async () => {
    for (const staff of [admin, carla]) {
      const response = await get(staff, '/api/users/options');
      expect(response.statusCode).toBe(200);
      expect((response.json() as TrainerOptions).map((option) => option.name)).toEqual([
        'Bruno',
        'carla',
      ]);
    }
  });

  it('answers 401 without a signed-in staff member', async () => {
    expect((await get(undefined, '/api/users/options')).statusCode).toBe(401);
  });

  it('searches active trainers by part of the name, one page at a time', async () => {
    const names = async (url: string) => {
      const response = await get(admin, url);
      expect(response.statusCode).toBe(200);
      const page = response.json() as TrainerOptionsPage;
      return { names: page.items.map((option) => option.name), nextCursor: page.nextCursor };
    };
    expect(await names('/api/users/options?q=AR')).toEqual({ names: ['carla'], nextCursor: null });
    // Pending trainers and admins are never choices, whatever is searched.
    expect((await names('/api/users/options?q=e')).names).toEqual([]);
    const first = await names('/api/users/options?limit=1');
    expect(first.names).toEqual(['Bruno']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await names(`/api/users/options?limit=1&cursor=${first.nextCursor}`);
    expect(second).toEqual({ names: ['carla'], nextCursor: null });
  });

  it('refuses a page size out of range or a cursor of another search', async () => {
    const tooMany = await get(admin, '/api/users/options?limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/limit/);
    const first = (await get(admin, '/api/users/options?limit=1')).json() as TrainerOptionsPage;
    const mixed = await get(admin, `/api/users/options?q=b&cursor=${first.nextCursor}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toMatch(/out of date/);
  });
});

describe('GET /api/users?status=pending', () => {
  it('pages through the accounts waiting for approval only', async () => {
    const response = await get(admin, '/api/users?limit=50&status=pending');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { items: User[] }).items.map((user) => user._id)).toEqual([
      pending._id,
    ]);
    expect((await get(admin, '/api/users?limit=50&status=asleep')).statusCode).toBe(400);
  });
});
