import type { LedgerEntryBody } from '@studio/contracts/customers';
import type { PaymentRow } from '../store/payment-row.js';

/**
 * The ledger command that credits a recorded payment: its sessions, and what the customer service
 * keeps of it (amount, time, PayNow reference, the package's own validity when one was chosen).
 */
export function paymentLedgerEntry(payment: PaymentRow): LedgerEntryBody {
  return {
    sourceType: 'payment',
    sourceId: payment.id,
    delta: payment.num_of_trainings_paid_for,
    payment: {
      amountPaid: payment.amount_paid,
      paidAt: new Date(payment.paid_at).toISOString(),
      ...(payment.reference ? { reference: payment.reference } : {}),
      ...(payment.validity_days ? { validityDays: payment.validity_days } : {}),
    },
    actorId: payment.recorded_by,
    // Unchecked at recording time (customer service down): the ledger checks the owner instead.
    ...(payment.trainer_verified ? {} : { trainerId: payment.trainer_id }),
  };
}
