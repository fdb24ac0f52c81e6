import type { CustomerSummary } from '@studio/contracts/customers';
import { badRequest, HttpError, notFound } from '@studio/service-kit/errors';

export type CustomerLookup =
  | { status: 'found'; customer: CustomerSummary }
  | { status: 'missing' }
  | { status: 'unavailable' };

export interface PaymentCaller {
  userId: string;
  role: 'admin' | 'trainer';
}

export interface PaymentTrainer {
  trainerId: string;
  /** False when the owner could not be checked; the credit then makes the customer service check it. */
  verified: boolean;
}

/**
 * Whose payment this is. A trainer may only record payments for their own customers; the payment is
 * always the customer's trainer's, whatever the client sent. When the customer service is down the
 * payment is still taken (it must not be lost) and ownership is checked when the credit is applied.
 */
export function paymentTrainer(
  caller: PaymentCaller,
  requestedTrainerId: string | undefined,
  lookup: CustomerLookup,
): PaymentTrainer {
  if (lookup.status === 'missing') throw notFound('Customer not found.');
  if (lookup.status === 'found') {
    const owner = lookup.customer.trainerID;
    if (caller.role === 'trainer') {
      if (owner !== caller.userId) throw notFound('Customer not found.');
      return { trainerId: owner, verified: true };
    }
    if (owner) return { trainerId: owner, verified: true };
    if (requestedTrainerId) return { trainerId: requestedTrainerId, verified: false };
    throw badRequest('This customer has no trainer yet; assign one before recording a payment.');
  }
  if (caller.role === 'trainer') return { trainerId: caller.userId, verified: false };
  if (requestedTrainerId) return { trainerId: requestedTrainerId, verified: false };
  throw new HttpError(503, 'Customers cannot be checked right now; please try again shortly.');
}
