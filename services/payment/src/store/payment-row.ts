import type { PaymentStatus, RecordedPayment } from '@studio/contracts/payments';

export interface PaymentRow {
  id: string;
  customer_id: string;
  trainer_id: string;
  trainer_verified: boolean;
  amount_paid: number;
  num_of_trainings_paid_for: number;
  reference: string | null;
  validity_days: number | null;
  paid_at: Date;
  status: PaymentStatus;
  recorded_by: string;
  request_hash: string;
}

export function recordedPaymentView(row: PaymentRow): RecordedPayment {
  return {
    _id: row.id,
    dateOfPayment: new Date(row.paid_at).toISOString(),
    amountPaid: row.amount_paid,
    numOfTrainingsPaidFor: row.num_of_trainings_paid_for,
    customerID: row.customer_id,
    trainerID: row.trainer_id,
    status: row.status,
    ...(row.reference ? { reference: row.reference } : {}),
  };
}
