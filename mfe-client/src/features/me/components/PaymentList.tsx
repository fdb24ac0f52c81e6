import type { MyPayment } from '@studio/contracts/my-payments';
import { formatDate } from '../../../lib/business-time';
import { messages } from '../../../config/messages';

const statusLabels: Record<MyPayment['status'], string> = {
  credited: 'Paid',
  pending: 'Being recorded',
  rejected: 'Not recorded',
};

/** The customer's payments, each a receipt: date, amount, sessions bought, reference. */
export function PaymentList({ payments }: { payments: MyPayment[] }) {
  if (payments.length === 0) return <p>{messages.noPayments}</p>;
  return (
    <ul className="me-list">
      {payments.map((payment) => (
        <li key={payment._id} className="me-list-item">
          <div>
            <p className="me-item-title">
              ${payment.amountPaid} for {payment.numOfTrainingsPaidFor}{' '}
              {payment.numOfTrainingsPaidFor === 1 ? 'session' : 'sessions'}
            </p>
            <p>
              {formatDate(payment.dateOfPayment)}
              {payment.reference && <> · Reference {payment.reference}</>}
            </p>
          </div>
          <span className="me-status">{statusLabels[payment.status]}</span>
        </li>
      ))}
    </ul>
  );
}
