import type { PaymentListEntry } from '@studio/contracts/payments';
import { toCsv } from '../../../lib/csv';

/** The payments list as shown, for the studio's books. */
export function paymentsCsv(payments: readonly PaymentListEntry[], withTrainer: boolean): string {
  const header = [
    'Date',
    'Month',
    'Amount ($)',
    'Trainings',
    'Name',
    'Email',
    ...(withTrainer ? ['Trainer'] : []),
    'Status',
  ];
  const rows = payments.map((payment) => [
    payment.dateOfPayment,
    payment.month,
    payment.amountPaid,
    payment.numOfTrainingsPaidFor,
    payment.customer.name,
    payment.customer.email,
    ...(withTrainer ? [payment.trainer.name] : []),
    payment.status,
  ]);
  return toCsv(header, rows);
}
