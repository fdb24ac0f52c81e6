import { randomUUID } from 'node:crypto';
import { signUserIdentity, type UserRole } from '../identity-token.js';

/** A signed-in staff member as a service test plays them: only what the identity header carries. */
export interface Staff {
  userId: string;
  role: UserRole;
  name: string;
}

export const newTrainer = (name: string): Staff => ({
  userId: randomUUID(),
  role: 'trainer',
  name,
});
export const newAdmin = (name: string): Staff => ({ userId: randomUUID(), role: 'admin', name });

/** The header the BFF would forward for `staff`, signed with the service's internal secret. */
export async function staffIdentityHeaders(
  staff: Staff,
  secret: string,
): Promise<Record<string, string>> {
  return { 'x-studio-identity': await signUserIdentity(staff, secret) };
}
