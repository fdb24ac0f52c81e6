import { badRequest } from '@studio/service-kit/errors';
import type { LedgerEntryBody } from '@studio/contracts/customers';

/**
 * What each kind of ledger entry may do to a balance: a payment adds the sessions paid for, a claimed
 * training takes sessions away and an unclaim gives them back, an adjustment says why.
 */
export function checkLedgerEntry(entry: LedgerEntryBody): void {
  if (entry.delta === 0)
    throw badRequest('A ledger entry must change the balance (delta cannot be 0).');
  switch (entry.sourceType) {
    case 'payment':
      if (entry.delta < 0)
        throw badRequest('A payment must add sessions (delta must be positive).');
      if (!entry.payment)
        throw badRequest('A payment entry needs payment details (amountPaid, paidAt).');
      return;
    case 'training-claim':
      if (entry.delta > 0)
        throw badRequest('A claimed training must take sessions away (delta must be negative).');
      return;
    case 'training-unclaim':
      if (entry.delta < 0)
        throw badRequest('An unclaimed training must give sessions back (delta must be positive).');
      return;
    case 'expiry':
      if (entry.delta > 0)
        throw badRequest('An expiry must take sessions away (delta must be negative).');
      return;
    case 'late-cancel':
      if (entry.delta > 0)
        throw badRequest('A late cancel must take a session away (delta must be negative).');
      return;
    case 'late-cancel-waiver':
      if (entry.delta < 0)
        throw badRequest(
          'A waived late cancel must give the session back (delta must be positive).',
        );
      return;
    case 'adjustment':
      if (!entry.reason?.trim()) throw badRequest('An adjustment needs a reason.');
      return;
  }
}
