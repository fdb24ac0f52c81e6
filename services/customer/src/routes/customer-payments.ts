import { CustomerPayments } from '@studio/contracts/customer-page';
import { CustomerIdParams } from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { ensureCanReach } from '../domain/customer-access.js';
import { listCustomers, paymentHistoryOf } from '../store/customer-list.js';

/** A customer's whole payment history (newest first): the customers screen's "+ Show More". */
export function registerCustomerPaymentRoutes(
  app: ServiceApp,
  { sequelize }: CustomerContext,
): void {
  app.get(
    '/api/customers/:id/payments',
    { schema: { params: CustomerIdParams, response: { 200: CustomerPayments } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const [row] = await listCustomers(sequelize, { ids: [request.params.id] });
      if (!row) throw notFound('Customer not found.');
      ensureCanReach(caller, row.trainer_id);
      return { items: paymentHistoryOf(row) };
    },
  );
}
