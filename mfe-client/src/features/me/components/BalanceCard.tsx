import { formatPlainDate } from '../../../lib/business-time';
import { messages } from '../../../config/messages';
import type { MyCustomer } from '../api/my-account-api';

/** Sessions left, big enough to read at a glance on a phone, and when the next ones expire. */
export function BalanceCard({ customer }: { customer: MyCustomer }) {
  const expiry = customer.nextExpiry;
  return (
    <div className="me-balance">
      <p className="me-balance-count">{messages.sessionsLeft(customer.numOfTrainings)}</p>
      {expiry && <p>{messages.nextExpiry(expiry.sessions, formatPlainDate(expiry.date))}</p>}
      {customer.trainerID && <p>Your trainer: {customer.trainerID.name}</p>}
    </div>
  );
}
