import type { User } from '@studio/contracts/auth';
import { signServiceToken } from '@studio/service-kit/identity-token';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  internalTokenSecret,
  startAuthHarness,
  type AuthTestHarness,
} from './auth-test-harness.js';

let harness: AuthTestHarness;
let admin: User;
let trainer: User;

beforeAll(async () => {
  harness = await startAuthHarness();
  const register = async (payload: object) =>
    (await harness.app.inject({ method: 'POST', url: '/internal/register', payload })).json()
      .user as User;
  admin = await register({
    name: 'Ada',
    email: 'ada@example.com',
    password: 'admin password',
    role: 'admin',
  });
  trainer = await register({
    name: 'Tina',
    email: 'tina@example.com',
    password: 'trainer password',
    role: 'trainer',
  });
});

afterAll(async () => {
  await harness?.close();
});

const lookup = async (ids: string[], headers: Record<string, string>) =>
  harness.app.inject({ method: 'POST', url: '/internal/users/lookup', headers, payload: { ids } });

it('gives other services the current names and roles of the ids asked for', async () => {
  const service = { 'x-studio-identity': await signServiceToken('training', internalTokenSecret) };
  const response = await lookup(
    [trainer._id, admin._id, '00000000-0000-4000-8000-000000000000'],
    service,
  );
  expect(response.statusCode).toBe(200);
  const users = response.json().users as { _id: string }[];
  expect(users.sort((a, b) => a._id.localeCompare(b._id))).toEqual(
    [
      { _id: admin._id, name: 'Ada', role: 'admin' },
      { _id: trainer._id, name: 'Tina', role: 'trainer' },
    ].sort((a, b) => a._id.localeCompare(b._id)),
  );
  expect(response.body).not.toContain('email');
});

it('lists every staff member with their current name, and no customer accounts', async () => {
  const staff = (headers: Record<string, string>) =>
    harness.app.inject({ method: 'GET', url: '/internal/users/staff', headers });
  const service = { 'x-studio-identity': await signServiceToken('customer', internalTokenSecret) };
  const response = await staff(service);
  expect(response.statusCode).toBe(200);
  const users = response.json().users as { _id: string }[];
  expect(users.sort((a, b) => a._id.localeCompare(b._id))).toEqual(
    [
      { _id: admin._id, name: 'Ada', role: 'admin' },
      { _id: trainer._id, name: 'Tina', role: 'trainer' },
    ].sort((a, b) => a._id.localeCompare(b._id)),
  );
  expect((await staff(await harness.identity(admin))).statusCode).toBe(403);
});

it('refuses people (even admins) and malformed ids', async () => {
  expect((await lookup([trainer._id], await harness.identity(admin))).statusCode).toBe(403);
  expect((await lookup([trainer._id], {})).statusCode).toBe(403);
  const service = { 'x-studio-identity': await signServiceToken('training', internalTokenSecret) };
  const malformed = await lookup(['1 OR 1=1'], service);
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().error).toMatch(/ids/);
});

it('gives other services staff email addresses only on the contacts route, for notices', async () => {
  const service = { 'x-studio-identity': await signServiceToken('customer', internalTokenSecret) };
  const response = await harness.app.inject({
    method: 'POST',
    url: '/internal/users/contacts/lookup',
    headers: service,
    payload: { ids: [trainer._id] },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    users: [{ _id: trainer._id, name: 'Tina', email: trainer.email }],
  });
  const person = await harness.app.inject({
    method: 'POST',
    url: '/internal/users/contacts/lookup',
    headers: await harness.identity(admin),
    payload: { ids: [trainer._id] },
  });
  expect(person.statusCode).toBe(403);
});
