import { Customer } from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { notFound } from '@studio/service-kit/errors';
import { customerOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { customerById } from '../customer-by-id.js';

/** A signed-in customer's own record, as staff see it (IC masked): their balance and trainer. */
export function registerMyCustomerRoutes(app: ServiceApp, context: CustomerContext): void {
  app.get('/api/me/customer', { schema: { response: { 200: Customer } } }, async (request) => {
    const { customerId } = customerOf(request);
    const customer = await customerById(context, customerId, request);
    if (!customer)
      throw notFound('Your customer record no longer exists. Please contact the studio.');
    return customer;
  });
}
