import type { NextExpiry as NextExpiryValue } from '@studio/contracts/customers';
import { customerMessages } from '../config/messages';
import { formatBusinessDate } from '../utils/date-formats';

/**
 * Under the customer's name: when their next unused sessions expire, and how many. Kept out of
 * the spec's columns (as the marks are) so Trainings Left stays the bare number the spec shows.
 */
export function NextExpiry({ nextExpiry }: { nextExpiry: NextExpiryValue }) {
  if (!nextExpiry) return null;
  return (
    <span className="next-expiry">
      {customerMessages.nextExpiry(nextExpiry.sessions, formatBusinessDate(nextExpiry.date))}
    </span>
  );
}
