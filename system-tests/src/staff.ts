import type { ApiClient } from './api-client.js';

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'trainer';
  /** A session of this person, used as `Authorization: Bearer`. */
  token: string;
}

export interface Staff {
  admin: StaffMember;
  trainerA: StaffMember;
  trainerB: StaffMember;
}

let accountCount = 0;

/** A new, unused email address and name for an account made by a test. */
export function newAccountDetails(label: string) {
  accountCount += 1;
  const suffix = `${Date.now().toString(36)}${accountCount}`;
  return {
    name: `${label} ${suffix}`,
    email: `${label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '')}.${suffix}@example.com`,
    password: `pw-${suffix}-long-enough`,
  };
}

/** Registers the first account (an admin) through the BFF and has it create two trainers. */
export async function createStaff(api: ApiClient): Promise<Staff> {
  const adminDetails = newAccountDetails('Admin');
  const registered = await api.call('POST', '/api/register', {
    body: { ...adminDetails, role: 'admin' },
  });
  if (registered.status !== 201)
    throw new Error(
      `registering the first admin answered ${registered.status}: ${JSON.stringify(registered.body)}`,
    );
  const { token, user } = registered.body as { token: string; user: { _id: string } };
  const admin: StaffMember = { ...adminDetails, id: user._id, role: 'admin', token };
  return {
    admin,
    trainerA: await createTrainer(api, admin, 'Trainer A'),
    trainerB: await createTrainer(api, admin, 'Trainer B'),
  };
}

export async function createTrainer(
  api: ApiClient,
  admin: StaffMember,
  label: string,
): Promise<StaffMember> {
  const details = newAccountDetails(label);
  const created = await api.call('POST', '/api/admin/users', {
    token: admin.token,
    body: { ...details, role: 'trainer' },
  });
  if (created.status !== 201)
    throw new Error(
      `creating ${label} answered ${created.status}: ${JSON.stringify(created.body)}`,
    );
  const { user } = created.body as { user: { _id: string } };
  return { ...details, id: user._id, role: 'trainer', token: await logIn(api, details) };
}

/** A new session for the person (login through the BFF). */
export async function logIn(
  api: ApiClient,
  person: { email: string; password: string },
): Promise<string> {
  const answer = await api.call('POST', '/api/login', {
    body: { email: person.email, password: person.password },
  });
  if (answer.status !== 200)
    throw new Error(
      `login of ${person.email} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  return (answer.body as { token: string }).token;
}
