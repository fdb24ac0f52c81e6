import { randomUUID } from 'node:crypto';
import { BalanceAdjustmentBody, Customer, CustomerIdParams } from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { customerView } from '../customer-view.js';
import { auditActorOf } from '../store/audit.js';
import { listCustomers } from '../store/customer-list.js';
import { applyLedgerEntry } from '../store/ledger.js';
import { ledgerRulesOf } from '../store/ledger-rules-of.js';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';

/** An admin's explicit correction of sessions left, with a reason; the only manual balance change. */
export function registerBalanceRoutes(
  app: ServiceApp,
  { sequelize, trainers, settings, clock, timeZone }: CustomerContext,
): void {
  app.post(
    '/api/customers/:id/adjustments',
    {
      schema: {
        params: CustomerIdParams,
        body: BalanceAdjustmentBody,
        response: { 200: Customer },
      },
    },
    async (request) => {
      const admin = userOf(request, 'admin');
      const { delta, reason } = request.body;
      if (delta === 0)
        throw badRequest('An adjustment must change the balance (delta cannot be 0).');
      if (!reason.trim()) throw badRequest('An adjustment needs a reason.');
      // A repeated submission with the same key is applied once.
      const key = request.headers['idempotency-key'];
      const sourceId = typeof key === 'string' && key ? `${admin.userId}:${key}` : randomUUID();
      await applyLedgerEntry(
        sequelize,
        request.params.id,
        { sourceType: 'adjustment', sourceId, delta, reason: reason.trim() },
        auditActorOf(request),
        ledgerRulesOf(await settings.get(request.id), { timeZone, at: clock.now() }),
      );

      const [row] = await listCustomers(sequelize, { ids: [request.params.id] });
      if (!row) throw notFound('Customer not found.');
      const nameOf = await staffNamesOrUnknown(
        trainers,
        row.trainer_id ? [row.trainer_id] : [],
        request.log,
        request.id,
      );
      return customerView(row, nameOf);
    },
  );
}
