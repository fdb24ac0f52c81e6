import { leadMessages } from '@studio/contracts/leads';
import { notFound } from '@studio/service-kit/errors';
import type { StaffCaller } from './customer-access.js';

/**
 * Admins reach every lead; a trainer only the leads whose trial is with them. Another trainer's
 * lead (or one with no trial time yet) answers 404, as another trainer's customer does.
 */
export function ensureCanReachLead(caller: StaffCaller, leadTrainerId: string | null): void {
  if (caller.role === 'admin') return;
  if (leadTrainerId !== caller.userId) throw notFound(leadMessages.notFound);
}
