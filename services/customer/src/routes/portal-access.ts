import { CustomerPortalAccess, noEmailToInviteMessage } from '@studio/contracts/customer-accounts';
import { CustomerIdParams } from '@studio/contracts/customers';
import { internalHeaders } from '@studio/contracts/headers';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { FastifyRequest } from 'fastify';
import type { CustomerContext } from '../context.js';
import { ensureCanReach } from '../domain/customer-access.js';
import { listCustomers } from '../store/customer-list.js';

/**
 * Staff invite a customer to the portal, see where they stand and revoke their access: the
 * customer's own trainer or an admin (another trainer's customer is a 404, as everywhere).
 */
export function registerPortalAccessRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, portalAccounts } = context;

  async function reachableCustomer(request: FastifyRequest, customerId: string) {
    const caller = userOf(request, 'admin', 'trainer');
    const [row] = await listCustomers(sequelize, { ids: [customerId] });
    if (!row) throw notFound('Customer not found.');
    ensureCanReach(caller, row.trainer_id);
    return { caller, customer: row };
  }

  app.get(
    '/api/customers/:id/access',
    { schema: { params: CustomerIdParams, response: { 200: CustomerPortalAccess } } },
    async (request) => {
      const { customer } = await reachableCustomer(request, request.params.id);
      return { portalAccess: await portalAccounts.accessOf(customer.id, request.id) };
    },
  );

  app.post(
    '/api/customers/:id/invite',
    { schema: { params: CustomerIdParams, response: { 200: CustomerPortalAccess } } },
    async (request) => {
      const { caller, customer } = await reachableCustomer(request, request.params.id);
      if (!customer.email?.trim()) throw badRequest(noEmailToInviteMessage);
      const portalAccess = await portalAccounts.invite(
        customer.id,
        { name: customer.name, email: customer.email, actorId: caller.userId },
        request.id,
      );
      return { portalAccess };
    },
  );

  app.delete(
    '/api/customers/:id/access',
    { schema: { params: CustomerIdParams, response: { 200: CustomerPortalAccess } } },
    async (request, reply) => {
      const { caller, customer } = await reachableCustomer(request, request.params.id);
      const endedAccount = await portalAccounts.revoke(customer.id, caller.userId, request.id);
      // The BFF ends every session of the ended account.
      if (endedAccount) reply.header(internalHeaders.endSessions, endedAccount);
      return { portalAccess: 'none' as const };
    },
  );
}
