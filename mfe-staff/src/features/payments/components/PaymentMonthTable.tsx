import type { PaymentListEntry } from '@studio/contracts/payments';
import { SortableHeader } from '@studio/shell-kit/ui/SortableHeader';
import { useSortableRows, type SortValueReaders } from '@studio/shell-kit/use-sortable-rows';
import { formatPaymentDate, type PaymentMonth } from '../utils/payment-months';

type PaymentSortKey = 'date' | 'amount' | 'trainings' | 'name' | 'email' | 'trainer';

const paymentSortReaders: SortValueReaders<PaymentListEntry, PaymentSortKey> = {
  date: (payment) => Date.parse(payment.dateOfPayment),
  amount: (payment) => payment.amountPaid,
  trainings: (payment) => payment.numOfTrainingsPaidFor,
  name: (payment) => payment.customer.name,
  email: (payment) => payment.customer.email,
  trainer: (payment) => payment.trainer.name.toLowerCase(),
};

/** One month's payments: Date, $, #, Name, Email and (for admins) Trainer, every column sortable. */
export function PaymentMonthTable({
  month,
  showTrainer,
}: {
  month: PaymentMonth;
  showTrainer: boolean;
}) {
  const sorting = useSortableRows(month.payments, paymentSortReaders, 'date');
  const headingId = `payments-${month.month}`;
  return (
    <section aria-labelledby={headingId} className="payment-month">
      <h2 id={headingId}>{month.label}</h2>
      <div className="data-table-wrapper">
        <table className="data-table">
          <thead>
            <tr>
              <SortableHeader column="date" sorting={sorting}>
                Date
              </SortableHeader>
              <SortableHeader column="amount" sorting={sorting}>
                $
              </SortableHeader>
              <SortableHeader column="trainings" sorting={sorting}>
                #
              </SortableHeader>
              <SortableHeader column="name" sorting={sorting}>
                Name
              </SortableHeader>
              <SortableHeader column="email" sorting={sorting}>
                Email
              </SortableHeader>
              {showTrainer && (
                <SortableHeader column="trainer" sorting={sorting}>
                  Trainer
                </SortableHeader>
              )}
            </tr>
          </thead>
          <tbody>
            {sorting.rows.map((payment) => (
              <tr key={payment._id}>
                <td>{formatPaymentDate(payment.dateOfPayment)}</td>
                <td>${payment.amountPaid}</td>
                <td>{payment.numOfTrainingsPaidFor}</td>
                <td>{payment.customer.name}</td>
                <td>{payment.customer.email}</td>
                {showTrainer && <td>{payment.trainer.name}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
