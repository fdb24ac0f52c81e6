import { Customer } from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { notFound } from '@studio/service-kit/errors';
import { customerOf } from '@studio/service-kit/identity';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import type { CustomerContext } from '../context.js';
import { customerView } from '../customer-view.js';
import { listCustomers } from '../store/customer-list.js';

/** A signed-in customer's own record, as staff see it (IC masked): their balance and trainer. */
export function registerMyCustomerRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, trainers } = context;

  app.get('/api/me/customer', { schema: { response: { 200: Customer } } }, async (request) => {
    const { customerId } = customerOf(request);
    const [row] = await listCustomers(sequelize, { ids: [customerId] });
    if (!row) throw notFound('Your customer record no longer exists. Please contact the studio.');
    const nameOf = await staffNamesOrUnknown(
      trainers,
      row.trainer_id ? [row.trainer_id] : [],
      request.log,
      request.id,
    );
    return customerView(row, nameOf);
  });
}
