import { internalHeaders } from '@studio/contracts/headers';
import { CustomerIdParams } from '@studio/contracts/customers';
import {
  confirmNameMismatchMessage,
  EraseCustomerBody,
  ErasedCustomer,
} from '@studio/contracts/erasure';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { auditActorOf } from '../store/audit.js';
import { listCustomers } from '../store/customer-list.js';
import { eraseCustomerIdentity } from '../store/erase-customer.js';

const comparable = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ');

/**
 * `POST /api/customers/:id/erase { confirmName }` (admins): the PDPA erasure. The portal account
 * goes first (auth deletes it, the BFF ends its sessions), then auth and training forget mail and
 * words about the customer, then the `email` queue's jobs and the mailer's record of their mail,
 * then this service's data in one transaction (and the queue once more); every step can run
 * again, so a failure half-way is retried by asking again (the name still matches until the end).
 * Payments and the ledger stay (the law keeps money records) under the customer's id alone.
 */
export function registerErasureRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, cipher, clock, portalAccounts, forgetElsewhere, forgetMailInRedis } = context;

  app.post(
    '/api/customers/:id/erase',
    {
      schema: {
        params: CustomerIdParams,
        body: EraseCustomerBody,
        response: { 200: ErasedCustomer },
      },
    },
    async (request, reply) => {
      const caller = userOf(request, 'admin');
      const [customer] = await listCustomers(sequelize, { ids: [request.params.id] });
      if (!customer) throw notFound('Customer not found.');
      if (comparable(request.body.confirmName) !== comparable(customer.name))
        throw badRequest(confirmNameMismatchMessage);
      const endedAccount = await portalAccounts.revoke(customer.id, caller.userId, request.id);
      if (endedAccount) reply.header(internalHeaders.endSessions, endedAccount);
      const identity = { name: customer.name, email: customer.email };
      await forgetElsewhere(customer.id, identity, request.id);
      await forgetMailInRedis.beforeErasure(customer.id, identity);
      await eraseCustomerIdentity(
        sequelize,
        cipher,
        customer.id,
        identity,
        auditActorOf(request),
        clock.now(),
      );
      // A mail relayed to the queue while this ran (the outbox rows are empty now).
      await forgetMailInRedis.afterErasure(customer.id, identity);
      request.log.info({ customerId: customer.id }, 'customer erased');
      return { erased: true as const };
    },
  );
}
