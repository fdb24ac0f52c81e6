import { CustomerIdParams, LedgerEntryBody, LedgerEntryResult } from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { requireService } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { checkLedgerEntry } from '../domain/ledger-rules.js';
import { auditActorOf } from '../store/audit.js';
import { applyLedgerEntry } from '../store/ledger.js';
import { balanceOf } from '../store/balance-of.js';
import { ledgerContextOf } from '../store/ledger-context.js';
import { recordTrialAttendance } from '../store/leads.js';
import { sendLowBalanceNotices } from '../notices/send-low-balance-notices.js';

/**
 * Balance changes commanded by other services (payments, claimed trainings); idempotent per source.
 * A trial session's claim is its lead's attendance instead (issue 27): the trial was paid for.
 */
export function registerLedgerRoutes(
  app: ServiceApp,
  {
    sequelize,
    settings,
    clock,
    timeZone,
    lowBalanceNotices,
    packageExpiry,
    mailRelay,
  }: CustomerContext,
): void {
  app.post(
    '/internal/customers/:id/ledger',
    {
      preHandler: requireService(),
      schema: {
        params: CustomerIdParams,
        body: LedgerEntryBody,
        response: { 200: LedgerEntryResult },
      },
    },
    async (request) => {
      checkLedgerEntry(request.body);
      const { sourceType, sourceId } = request.body;
      if (sourceType === 'training-claim' || sourceType === 'training-unclaim') {
        const attended = sourceType === 'training-claim';
        if (await recordTrialAttendance(sequelize, sourceId, attended, clock.now()))
          return { numOfTrainings: await balanceOf(sequelize, request.params.id), applied: true };
      }
      const { numOfTrainings, applied, crossedLowBalance, newPackage } = await applyLedgerEntry(
        sequelize,
        request.params.id,
        request.body,
        auditActorOf(request),
        ledgerContextOf(await settings.get(request.id), { timeZone, at: clock.now() }),
      );
      if (crossedLowBalance) sendLowBalanceNotices(lowBalanceNotices, request.log);
      if (newPackage) {
        await packageExpiry.afterChange(newPackage, request.log);
        // The receipt was recorded with the payment; relay it now rather than at the next interval.
        mailRelay
          .flush()
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'receipt not queued yet; the mail relay retries it'),
          );
      }
      return { numOfTrainings, applied };
    },
  );
}
