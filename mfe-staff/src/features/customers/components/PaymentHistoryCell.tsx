import { useState } from 'react';
import type { PaymentHistoryEntry } from '@studio/contracts/customers';
import { customerMessages } from '../config/messages';
import { formatJoinedDate } from '../utils/date-formats';

/** How many entries there must be before the list can be expanded (spec section 9). */
const expandableAfter = 3;

function describePayment(entry: PaymentHistoryEntry): string {
  const trainings = entry.numOfTrainingsPaidFor === 1 ? 'training' : 'trainings';
  return `${formatJoinedDate(entry.dateOfPayment)}: $${entry.amountPaid} for ${entry.numOfTrainingsPaidFor} ${trainings}`;
}

/**
 * The latest payment only; with more than three, '+ Show More' lists them all and '− Show Less'
 * folds them again. `history` is newest first.
 */
export function PaymentHistoryCell({ history }: { history: PaymentHistoryEntry[] }) {
  const [expanded, setExpanded] = useState(false);
  if (history.length === 0)
    return <span className="muted-text">{customerMessages.noPaymentHistory}</span>;
  const shown = expanded ? history : history.slice(0, 1);
  return (
    <div className="payment-history">
      <ul>
        {shown.map((entry, index) => (
          <li key={`${entry.dateOfPayment}-${index}`}>{describePayment(entry)}</li>
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
