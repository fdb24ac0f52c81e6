import { callPortalApi } from './portal-api.js';
import type { Person } from './staff.js';

/** A customer as the staff's form records one; the IC number is a valid-looking test number. */
export const carolCustomer = {
  name: 'Carol Customer',
  email: 'carol@example.com',
  phone: '91234567',
  dateOfBirth: '1990-05-17',
  ic: 'S1234567D',
  sex: 'Female',
} as const;

export type NewCustomer = { [Field in keyof typeof carolCustomer]: string };

export interface SeededStudio {
  adminToken: string;
  trainerId: string;
  customer: { _id: string; dateJoined: string };
}

/**
 * A studio through the API, for a test's setup: `admin` registered as an admin (the first
 * account), `trainer` added by them, and `customer` with that trainer.
 */
export async function seedStudio(
  portalUrl: string,
  people: { admin: Person; trainer: Person; customer?: NewCustomer },
): Promise<SeededStudio> {
  const { token: adminToken } = await callPortalApi<{ token: string }>(
    portalUrl,
    null,
    'POST',
    '/api/register',
    { ...people.admin, role: 'admin' },
  );
  const created = await callPortalApi<{ user: { _id: string } } | { _id: string }>(
    portalUrl,
    adminToken,
    'POST',
    '/api/admin/users',
    { ...people.trainer, role: 'trainer' },
  );
  const trainerId = 'user' in created ? created.user._id : created._id;
  const customer = await callPortalApi<{ _id: string; dateJoined: string }>(
    portalUrl,
    adminToken,
    'POST',
    '/api/customers',
    { ...(people.customer ?? carolCustomer), trainerID: trainerId },
  );
  return { adminToken, trainerId, customer };
}
