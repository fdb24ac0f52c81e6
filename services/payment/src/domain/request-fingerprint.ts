import { createHash } from 'node:crypto';
import type { NewPaymentBody } from '@studio/contracts/payments';

/**
 * What an Idempotency-Key promises: the same key always means the same request. The fingerprint
 * covers every field in a fixed order, so a reused key with a different body is caught.
 */
export function paymentFingerprint(body: NewPaymentBody): string {
  const canonical = JSON.stringify([
    body.customerID,
    body.amountPaid,
    body.numOfTrainingsPaidFor,
    body.trainerID ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
