import { CustomerIdParams, LedgerEntryBody, LedgerEntryResult } from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { requireService } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { checkLedgerEntry } from '../domain/ledger-rules.js';
import { auditActorOf } from '../store/audit.js';
import { applyLedgerEntry } from '../store/ledger.js';
import { sendLowBalanceNotices } from '../notices/send-low-balance-notices.js';

/** Balance changes commanded by other services (payments, claimed trainings); idempotent per source. */
export function registerLedgerRoutes(
  app: ServiceApp,
  { sequelize, settings, clock, lowBalanceNotices }: CustomerContext,
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
      const { lowBalanceThreshold } = await settings.get(request.id);
      const { numOfTrainings, applied, crossedLowBalance } = await applyLedgerEntry(
        sequelize,
        request.params.id,
        request.body,
        auditActorOf(request),
        { threshold: lowBalanceThreshold, at: clock.now() },
      );
      if (crossedLowBalance) sendLowBalanceNotices(lowBalanceNotices, request.log);
      return { numOfTrainings, applied };
    },
  );
}
