import { mailStudioOf, type MailStudio } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';

/**
 * What applying a ledger entry reads besides the entry: settings, the time zone and the clock.
 * (What each kind of entry may do to a balance is `domain/ledger-rules.ts`.)
 */
export interface LedgerContext {
  /** `lowBalanceThreshold` from the settings. */
  lowBalanceThreshold: number;
  /** `packageValidityDays` from the settings: a payment's package unless it names its own. */
  packageValidityDays: number;
  timeZone: string;
  /** The moment of this entry (the injected clock): its `created_at`, "today" for expiry. */
  at: Date;
  /** Signs the payment receipt. */
  studio: MailStudio;
}

/** The context of a ledger entry, from the current settings and the injected clock's now. */
export function ledgerContextOf(
  settings: StudioSettings,
  { timeZone, at }: { timeZone: string; at: Date },
): LedgerContext {
  return {
    lowBalanceThreshold: settings.lowBalanceThreshold,
    packageValidityDays: settings.packageValidityDays,
    timeZone,
    at,
    studio: mailStudioOf(settings),
  };
}
