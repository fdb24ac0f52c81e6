import {
  InternalStaffContactsResponse,
  InternalUsersResponse,
  StaffLookupBody,
} from '@studio/contracts/users';
import type { ServiceApp } from '@studio/service-kit/app';
import { requireService } from '@studio/service-kit/identity';
import { Op } from 'sequelize';
import type { AuthModels } from '../models/auth-models.js';
import type { User } from '../models/user.js';

type StaffRow = Pick<User, 'id' | 'name' | 'role' | 'email'>;

const staffNamesOf = (users: Array<Pick<StaffRow, 'id' | 'name' | 'role'>>) =>
  users.flatMap((user) =>
    user.role === 'customer' ? [] : [{ _id: user.id, name: user.name, role: user.role }],
  );

/**
 * Current names for other services' lists (trainings and payments show who, by id), and, on a
 * route of its own, staff email addresses for notices.
 */
export async function internalUserRoutes(app: ServiceApp, { models }: { models: AuthModels }) {
  // Plain rows: building a model instance for each of a chain's hundreds of staff costs more than
  // the query.
  const usersOf = async <Column extends keyof StaffRow>(ids: string[], attributes: Column[]) =>
    ids.length === 0
      ? []
      : // Staff only: a customer's account is nobody's trainer and gets no staff notices.
        ((await models.User.findAll({
          where: { id: { [Op.in]: [...new Set(ids)] }, role: { [Op.ne]: 'customer' } },
          attributes,
          raw: true,
        })) as unknown as Array<Pick<StaffRow, Column>>);

  app.post(
    '/internal/users/lookup',
    {
      preHandler: requireService(),
      schema: { body: StaffLookupBody, response: { 200: InternalUsersResponse } },
    },
    async (request) => {
      const users = await usersOf(request.body.ids, ['id', 'name', 'role']);
      return { users: staffNamesOf(users) };
    },
  );

  // Every staff member: the customers screen orders and searches the whole chain by trainer name.
  app.get(
    '/internal/users/staff',
    { preHandler: requireService(), schema: { response: { 200: InternalUsersResponse } } },
    async () => {
      const users = await models.User.findAll({
        where: { role: { [Op.ne]: 'customer' } },
        attributes: ['id', 'name', 'role'],
        raw: true,
      });
      return { users: staffNamesOf(users) };
    },
  );

  app.post(
    '/internal/users/contacts/lookup',
    {
      preHandler: requireService(),
      schema: { body: StaffLookupBody, response: { 200: InternalStaffContactsResponse } },
    },
    async (request) => {
      const users = await usersOf(request.body.ids, ['id', 'name', 'email']);
      return {
        users: users.map((user) => ({ _id: user.id, name: user.name, email: user.email })),
      };
    },
  );
}
