import { useState } from 'react';
import type { CustomerListItem } from '@studio/contracts/customer-page';
import type { PaymentHistoryEntry } from '@studio/contracts/customers';
import { useCustomerPaymentsQuery } from '../api/customers-api';
import { customerMessages } from '../config/messages';
import { formatJoinedDate } from '../utils/date-formats';

/** How many entries there must be before the list can be expanded (spec section 9). */
const expandableAfter = 3;

function describePayment(entry: PaymentHistoryEntry): string {
  const trainings = entry.numOfTrainingsPaidFor === 1 ? 'training' : 'trainings';
  return `${formatJoinedDate(entry.dateOfPayment)}: $${entry.amountPaid} for ${entry.numOfTrainingsPaidFor} ${trainings}`;
}

type Props = Pick<CustomerListItem, '_id' | 'latestPayment' | 'paymentCount'>;

/**
 * The latest payment only; with more than three, '+ Show More' fetches and lists them all and
 * '− Show Less' folds them again.
 */
export function PaymentHistoryCell({ _id, latestPayment, paymentCount }: Props) {
  const [expanded, setExpanded] = useState(false);
  if (!latestPayment || paymentCount === 0)
    return <span className="muted-text">{customerMessages.noPaymentHistory}</span>;
  return (
    <div className="payment-history">
      {expanded ? (
        <WholeHistory customerId={_id} latestPayment={latestPayment} />
      ) : (
        <ul>
          <li>{describePayment(latestPayment)}</li>
        </ul>
      )}
      {paymentCount > expandableAfter && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? customerMessages.showLess : customerMessages.showMore}
        </button>
      )}
    </div>
  );
}

/** Every payment, newest first, read when the list is opened; the latest stays shown meanwhile. */
function WholeHistory({
  customerId,
  latestPayment,
}: {
  customerId: string;
  latestPayment: PaymentHistoryEntry;
}) {
  const history = useCustomerPaymentsQuery(customerId);
  const entries = history.data?.items ?? [latestPayment];
  return (
    <>
      <ul aria-busy={history.isFetching}>
        {entries.map((entry, index) => (
          <li key={`${entry.dateOfPayment}-${index}`}>{describePayment(entry)}</li>
        ))}
      </ul>
      {history.isLoading && (
        <span className="muted-text" role="status">
          {customerMessages.loadingPayments}
        </span>
      )}
      {history.isError && (
        <span className="error-text" role="alert">
          {customerMessages.paymentsFailed}{' '}
          <button type="button" className="link-button" onClick={() => void history.refetch()}>
            {customerMessages.tryAgain}
          </button>
        </span>
      )}
    </>
  );
}
