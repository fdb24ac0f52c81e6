import { useEffect } from 'react';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { usePaymentsQuery } from '../api/payments-api';
import { PaymentMonthTable } from '../components/PaymentMonthTable';
import { groupByMonth } from '../utils/payment-months';
import '../components/payments.css';

const paymentExportUrl = '/api/payments/export.csv';

export const paymentsTitle = 'List of Payments (latest 2 months)';

/** /payments: the two most recent months of payments, one sortable table per month. */
export function PaymentsPage() {
  const isAdmin = useSessionUser()?.role === 'admin';
  const payments = usePaymentsQuery();

  // Spec section 8: loading failures are logged only.
  useEffect(() => {
    if (payments.error) console.error('Loading payments failed', payments.error);
  }, [payments.error]);

  const list = payments.data ?? [];
  return (
    <section className="payments-page" aria-labelledby="payments-title">
      <h1 id="payments-title">{paymentsTitle}</h1>
      <div className="payments-toolbar">
        {/* The payment service streams the two months as CSV. */}
        <a className="payments-export" href={paymentExportUrl} download="payments.csv">
          Export CSV
        </a>
      </div>
      {groupByMonth(list).map((month) => (
        <PaymentMonthTable key={month.month} month={month} showTrainer={isAdmin} />
      ))}
    </section>
  );
}
