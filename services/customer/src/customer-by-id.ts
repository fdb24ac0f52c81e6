import type { Customer } from '@studio/contracts/customers';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import type { FastifyRequest } from 'fastify';
import type { CustomerContext } from './context.js';
import { customerView } from './customer-view.js';
import { listCustomers } from './store/customer-list.js';

/** One customer as the API shows them (IC masked, the trainer's current name), or null when gone. */
export async function customerById(
  { sequelize, trainers }: Pick<CustomerContext, 'sequelize' | 'trainers'>,
  id: string,
  request: FastifyRequest,
): Promise<Customer | null> {
  const [row] = await listCustomers(sequelize, { ids: [id] });
  if (!row) return null;
  const nameOf = await staffNamesOrUnknown(
    trainers,
    row.trainer_id ? [row.trainer_id] : [],
    request.log,
    request.id,
  );
  return customerView(row, nameOf);
}
