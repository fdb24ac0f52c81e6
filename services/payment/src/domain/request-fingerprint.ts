import { createHash } from 'node:crypto';
import type { NewPaymentBody } from '@studio/contracts/payments';

/**
 * What an Idempotency-Key promises: the same key always means the same request. The fingerprint
 * covers every field in a fixed order, so a reused key with a different body is caught. The fields
 * added later join only when given, so a payment recorded before them keeps its fingerprint.
 */
export function paymentFingerprint(body: NewPaymentBody): string {
  const canonical = JSON.stringify([
    body.customerID,
    body.amountPaid,
    body.numOfTrainingsPaidFor,
    body.trainerID ?? null,
    ...(body.reference !== undefined || body.validityDays !== undefined
      ? [body.reference ?? null, body.validityDays ?? null]
      : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
