import { useState } from 'react';
import type { PaymentHistoryEntry } from '@studio/contracts/customers';
import { customerMessages } from '../config/messages';
import { businessToday } from '../utils/business-dates';
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

/**
 * The latest payment only; with more than three, '+ Show More' lists them all and '− Show Less'
 * folds them again. `history` is newest first. Each payment shows its package: sessions left and
 * the expiry date (or what expired), and "Extend" when `onExtend` is given (admins) and the
 * package has not expired.
 */
export function PaymentHistoryCell({
  history,
  onExtend,
}: {
  history: PaymentHistoryEntry[];
  onExtend?: ((entry: PaymentHistoryEntry) => void) | undefined;
}) {
  const today = businessToday();
  const [expanded, setExpanded] = useState(false);
  if (history.length === 0)
    return <span className="muted-text">{customerMessages.noPaymentHistory}</span>;
  const shown = expanded ? history : history.slice(0, 1);
  return (
    <div className="payment-history">
      <ul>
        {shown.map((entry, index) => (
          <li key={`${entry.dateOfPayment}-${index}`}>
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
        ))}
      </ul>
      {history.length > expandableAfter && (
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
