import { badRequest } from '@studio/service-kit/errors';
import type { LedgerEntryBody } from '@studio/contracts/customers';

/**
 * What each kind of ledger entry sent by another service may do to a balance: a payment adds the
 * sessions paid for (a package), a claimed training or a late cancel takes one session from a
 * package and its unclaim or waiver gives it back, an adjustment says why. Expiry and overdraft
 * settlement are the customer service's own entries.
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
      if (entry.delta !== -1)
        throw badRequest(
          'A claimed training must take exactly one session away (delta must be negative: -1).',
        );
      return;
    case 'training-unclaim':
      if (entry.delta !== 1)
        throw badRequest(
          'An unclaimed training must give its one session back (delta must be positive: 1).',
        );
      return;
    case 'late-cancel':
      if (entry.delta !== -1)
        throw badRequest(
          'A late cancel must take exactly one session away (delta must be negative: -1).',
        );
      return;
    case 'late-cancel-waiver':
      if (entry.delta !== 1)
        throw badRequest(
          'A waived late cancel must give its one session back (delta must be positive: 1).',
        );
      return;
    case 'expiry':
    case 'overdraft-settlement':
      throw badRequest(
        `${entry.sourceType} entries are written by the customer service itself, not sent to it.`,
      );
    case 'adjustment':
      if (!entry.reason?.trim()) throw badRequest('An adjustment needs a reason.');
      return;
  }
}
