import { notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { FastifyRequest } from 'fastify';
import { ensureCanReach } from './customer-access.js';

/**
 * Who may see a customer's progress (measurements, photos, consents): the customer, their trainer
 * and admins. Anyone else gets the 404 of a thing that does not exist, so ids reveal nothing.
 */
export function canSeeProgress(
  request: FastifyRequest,
  owner: { customerId: string; trainerId: string | null },
): boolean {
  const identity = request.identity;
  if (!identity || identity.kind === 'service') return false;
  if (identity.kind === 'customer') return identity.customerId === owner.customerId;
  return identity.role === 'admin' || owner.trainerId === identity.userId;
}

/** The staff member calling a staff progress route, checked against the customer's trainer. */
export function staffReachingCustomer(
  request: FastifyRequest,
  customerTrainerId: string | null | undefined,
) {
  const caller = userOf(request, 'admin', 'trainer');
  if (customerTrainerId === undefined) throw notFound('Customer not found.');
  ensureCanReach(caller, customerTrainerId);
  return caller;
}
