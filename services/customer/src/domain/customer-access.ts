import { forbidden, notFound } from '@studio/service-kit/errors';

export interface StaffCaller {
  userId: string;
  role: 'admin' | 'trainer';
}

/**
 * Admins reach every customer; a trainer only their own. Another trainer's customer answers 404, so
 * a trainer cannot even learn that the id exists.
 */
export function ensureCanReach(caller: StaffCaller, customerTrainerId: string | null): void {
  if (caller.role === 'admin') return;
  if (customerTrainerId !== caller.userId) throw notFound('Customer not found.');
}

/**
 * The trainer a new or edited customer gets. Admins choose (required when creating); a trainer's
 * customers are always their own, and a trainer naming anyone else is refused.
 */
export function assignedTrainer(
  caller: StaffCaller,
  requested: string | undefined,
  { creating }: { creating: boolean },
): string | undefined {
  if (caller.role === 'trainer') {
    if (requested !== undefined && requested !== caller.userId)
      throw forbidden("Only an admin can change a customer's trainer.");
    return creating ? caller.userId : undefined;
  }
  return requested;
}
