import type { CustomerListItem } from '@studio/contracts/customer-page';
import { customerMessages } from '../config/messages';

interface Props {
  customer: CustomerListItem;
  onRenewConsent: (customer: CustomerListItem) => void;
}

/**
 * Under a customer's name: "Low balance" while their sessions are at the low-balance threshold,
 * "Emails off" once they stopped reminders and notices, with the button to note renewed consent.
 * Kept out of the spec's columns so Trainings Left and Email stay as the spec shows them.
 */
export function CustomerMarks({ customer, onRenewConsent }: Props) {
  if (!customer.lowBalance && !customer.emailsOff) return null;
  return (
    <span className="customer-marks">
      {customer.lowBalance && (
        <span className="customer-mark customer-mark-low-balance">
          {customerMessages.lowBalance}
        </span>
      )}
      {customer.emailsOff && (
        <>
          <span className="customer-mark customer-mark-emails-off">
            {customerMessages.emailsOff}
          </span>
          <button
            type="button"
            className="table-button"
            aria-label={`${customerMessages.renewConsent}: ${customer.name}`}
            onClick={() => onRenewConsent(customer)}
          >
            {customerMessages.renewConsent}
          </button>
        </>
      )}
    </span>
  );
}
