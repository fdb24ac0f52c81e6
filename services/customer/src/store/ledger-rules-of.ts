import { mailStudioOf } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';
import type { LedgerRules } from './ledger.js';

/** The rules a ledger entry follows, from the current settings and the injected clock's now. */
export function ledgerRulesOf(
  settings: StudioSettings,
  { timeZone, at }: { timeZone: string; at: Date },
): LedgerRules {
  return {
    lowBalanceThreshold: settings.lowBalanceThreshold,
    packageValidityDays: settings.packageValidityDays,
    timeZone,
    at,
    studio: mailStudioOf(settings),
  };
}
