import { randomUUID } from 'node:crypto';
import { BalanceAdjustmentBody, Customer, CustomerIdParams } from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { customerById } from '../customer-by-id.js';
import { auditActorOf } from '../store/audit.js';
import { applyLedgerEntry } from '../store/ledger.js';
import { ledgerContextOf } from '../store/ledger-context.js';

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
        ledgerContextOf(await settings.get(request.id), { timeZone, at: clock.now() }),
      );

      const customer = await customerById({ sequelize, trainers }, request.params.id, request);
      if (!customer) throw notFound('Customer not found.');
      return customer;
    },
  );
}
