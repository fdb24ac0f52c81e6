import { CustomerOptions, CustomerOptionsQuery } from '@studio/contracts/customer-options';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { readCustomerOptions } from '../lists/customer-options.js';

/** The schedule's customer choices: a trainer's own customers only, whatever `trainerId` says. */
export function registerCustomerOptionRoutes(app: ServiceApp, context: CustomerContext): void {
  app.get(
    '/api/customers/options',
    { schema: { querystring: CustomerOptionsQuery, response: { 200: CustomerOptions } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const { trainerId } = request.query;
      if (caller.role === 'trainer' && trainerId !== undefined && trainerId !== caller.userId)
        return { items: [], nextCursor: null };
      return readCustomerOptions(
        context.sequelize,
        caller.role === 'trainer' ? caller.userId : trainerId,
        request.query,
      );
    },
  );
}
