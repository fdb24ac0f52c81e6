import { useState } from 'react';
import type { CustomerListItem } from '@studio/contracts/customer-page';
import type { PaymentHistoryEntry } from '@studio/contracts/customers';
import { useCustomerPaymentsQuery } from '../api/customers-api';
import { customerMessages } from '../config/messages';
import { businessToday } from '@studio/shell-kit/dates';
import { formatBusinessDate, formatJoinedDate } from '../utils/date-formats';

/** How many entries there must be before the list can be expanded (spec section 9). */
const expandableAfter = 3;

function describePayment(entry: PaymentHistoryEntry): string {
  const trainings = entry.numOfTrainingsPaidFor === 1 ? 'training' : 'trainings';
  return `${formatJoinedDate(entry.dateOfPayment)}: $${entry.amountPaid} for ${entry.numOfTrainingsPaidFor} ${trainings}`;
}

/** What is left of the package the payment bought, or that it expired (and what went with it). */
function describePackage(entry: PaymentHistoryEntry, today: string): string {
  const date = formatBusinessDate(entry.expiresOn);
  return entry.expiresOn <= today || entry.sessionsExpired > 0
    ? customerMessages.packageExpired(entry.sessionsExpired, date)
    : customerMessages.packageLeft(entry.sessionsLeft, date);
}

type ExtendPackage = ((entry: PaymentHistoryEntry) => void) | undefined;

/**
 * One payment with its package: sessions left and the expiry date (or what expired), its
 * reference, and "Extend" when `onExtend` is given (admins) and the package has not expired.
 */
function PaymentEntry({
  entry,
  onExtend,
}: {
  entry: PaymentHistoryEntry;
  onExtend: ExtendPackage;
}) {
  const today = businessToday();
  return (
    <li>
      {describePayment(entry)}
      <span className="package-status">
        {describePackage(entry, today)}
        {entry.reference && ` · ${customerMessages.reference(entry.reference)}`}
        {onExtend && entry.expiresOn > today && (
          <button
            type="button"
            className="link-button"
            aria-label={customerMessages.extendLabel(
              entry.numOfTrainingsPaidFor,
              formatBusinessDate(entry.expiresOn),
            )}
            onClick={() => onExtend(entry)}
          >
            {customerMessages.extend}
          </button>
        )}
      </span>
    </li>
  );
}

type Props = Pick<CustomerListItem, '_id' | 'latestPayment' | 'paymentCount'> & {
  onExtend?: ExtendPackage;
};

/**
 * The latest payment only; with more than three, '+ Show More' fetches and lists them all and
 * '− Show Less' folds them again.
 */
export function PaymentHistoryCell({ _id, latestPayment, paymentCount, onExtend }: Props) {
  const [expanded, setExpanded] = useState(false);
  if (!latestPayment || paymentCount === 0)
    return <span className="muted-text">{customerMessages.noPaymentHistory}</span>;
  return (
    <div className="payment-history">
      {expanded ? (
        <WholeHistory customerId={_id} latestPayment={latestPayment} onExtend={onExtend} />
      ) : (
        <ul>
          <PaymentEntry entry={latestPayment} onExtend={onExtend} />
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
  onExtend,
}: {
  customerId: string;
  latestPayment: PaymentHistoryEntry;
  onExtend: ExtendPackage;
}) {
  const history = useCustomerPaymentsQuery(customerId);
  const entries = history.data?.items ?? [latestPayment];
  return (
    <>
      <ul aria-busy={history.isFetching}>
        {entries.map((entry, index) => (
          <PaymentEntry key={`${entry.dateOfPayment}-${index}`} entry={entry} onExtend={onExtend} />
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
