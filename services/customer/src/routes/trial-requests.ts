import { CustomerIdParams } from '@studio/contracts/customers';
import { TrialRequestList } from '@studio/contracts/data-export';
import type { ServiceApp } from '@studio/service-kit/app';
import { notFound } from '@studio/service-kit/errors';
import { customerOf } from '@studio/service-kit/identity';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import type { FastifyRequest } from 'fastify';
import type { CustomerContext } from '../context.js';
import { staffReachingCustomer } from '../domain/progress-access.js';
import { leadView } from '../lead-view.js';
import { listCustomers } from '../store/customer-list.js';
import { trainerOfCustomer } from '../store/customer-trainer.js';
import { leadsOfCustomer } from '../store/customer-leads.js';

/**
 * A customer's trial requests (issue 27's leads) with their health answers and accepted consent
 * versions, for their data export (issue 28): the customer reads their own (without the staff
 * notes), their trainer and admins read them as they read the customer's other data.
 */
export function registerTrialRequestRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, trainers } = context;

  async function trialRequestsOf(request: FastifyRequest, customerId: string) {
    const [customer] = await listCustomers(sequelize, { ids: [customerId] });
    if (!customer) throw notFound('Customer not found.');
    const rows = await leadsOfCustomer(sequelize, { id: customer.id, email: customer.email });
    const nameOf = await staffNamesOrUnknown(
      trainers,
      rows.flatMap((row) => (row.trainer_id ? [row.trainer_id] : [])),
      request.log,
      request.id,
    );
    return { customer, items: rows.map((row) => leadView(row, nameOf)) };
  }

  app.get(
    '/api/me/trial-requests',
    { schema: { response: { 200: TrialRequestList } } },
    async (request) => {
      const { items } = await trialRequestsOf(request, customerOf(request).customerId);
      return { items: items.map((item) => ({ ...item, notes: [] })) };
    },
  );

  app.get(
    '/api/customers/:id/trial-requests',
    { schema: { params: CustomerIdParams, response: { 200: TrialRequestList } } },
    async (request) => {
      staffReachingCustomer(request, await trainerOfCustomer(sequelize, request.params.id));
      const { items } = await trialRequestsOf(request, request.params.id);
      return { items };
    },
  );
}
