import type { PaymentSortKey } from '@studio/contracts/payment-page';
import type { PaymentListEntry } from '@studio/contracts/payments';
import type { ListRows } from '@studio/shell-kit/cursor-pages';
import type { ServerSort } from '@studio/shell-kit/use-server-sort';
import { DataTable, type DataTableColumn } from '@studio/shell-kit/ui/DataTable';
import { formatPaymentDate, type PaymentMonth } from '../utils/payment-months';

type PaymentColumn = DataTableColumn<PaymentListEntry, PaymentSortKey>;

const paymentColumns: PaymentColumn[] = [
  {
    id: 'date',
    header: 'Date',
    sortKey: 'dateOfPayment',
    cell: (payment) => formatPaymentDate(payment.dateOfPayment),
  },
  {
    id: 'amount',
    header: '$',
    sortKey: 'amountPaid',
    cell: (payment) => `$${payment.amountPaid}`,
  },
  {
    id: 'trainings',
    header: '#',
    sortKey: 'numOfTrainingsPaidFor',
    cell: (payment) => payment.numOfTrainingsPaidFor,
  },
  { id: 'name', header: 'Name', sortKey: 'name', cell: (payment) => payment.customer.name },
  { id: 'email', header: 'Email', sortKey: 'email', cell: (payment) => payment.customer.email },
];

const trainerColumn: PaymentColumn = {
  id: 'trainer',
  header: 'Trainer',
  sortKey: 'trainer',
  cell: (payment) => payment.trainer.name,
};

interface Props {
  month: PaymentMonth;
  /** The whole list's paging: this month's rows come from it, in the server's order. */
  list: ListRows<PaymentListEntry>;
  sort: ServerSort<PaymentSortKey>;
  showTrainer: boolean;
}

/** One month's payments: Date, $, #, Name, Email and (for admins) Trainer, every column sorted by the server. */
export function PaymentMonthTable({ month, list, sort, showTrainer }: Props) {
  const headingId = `payments-${month.month}`;
  return (
    <section aria-labelledby={headingId} className="payment-month">
      <h2 id={headingId}>{month.label}</h2>
      <DataTable
        label={`Payments of ${month.label}`}
        columns={showTrainer ? [...paymentColumns, trainerColumn] : paymentColumns}
        list={{ ...list, rows: month.payments }}
        rowId={(payment) => payment._id}
        sort={sort}
        emptyMessage={null}
        estimatedRowHeight={44}
      />
    </section>
  );
}
