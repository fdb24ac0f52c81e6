import type { NextExpiry as NextExpiryValue } from '@studio/contracts/customers';
import { customerMessages } from '../config/messages';
import { formatBusinessDate } from '../utils/date-formats';

/** Under Trainings Left: when the next unused sessions expire, and how many. */
export function NextExpiry({ nextExpiry }: { nextExpiry: NextExpiryValue }) {
  if (!nextExpiry) return null;
  return (
    <span className="next-expiry">
      {customerMessages.nextExpiry(nextExpiry.sessions, formatBusinessDate(nextExpiry.date))}
    </span>
  );
}
