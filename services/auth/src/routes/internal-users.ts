import {
  InternalStaffContactsResponse,
  InternalUsersQuery,
  InternalUsersResponse,
} from '@studio/contracts/users';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest } from '@studio/service-kit/errors';
import { requireService } from '@studio/service-kit/identity';
import { Op } from 'sequelize';
import type { AuthModels } from '../models/auth-models.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxIds = 500;

/** The distinct ids of `?ids=a,b`, checked. */
function idsOf(query: string): string[] {
  const ids = [
    ...new Set(
      query
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > maxIds) throw badRequest(`Ask for at most ${maxIds} ids at a time.`);
  if (!ids.every((id) => uuidPattern.test(id)))
    throw badRequest('ids must be a comma-separated list of UUIDs.');
  return ids;
}

/**
 * Current names for other services' lists (trainings and payments show who, by id), and, on a
 * route of its own, staff email addresses for notices.
 */
export async function internalUserRoutes(app: ServiceApp, { models }: { models: AuthModels }) {
  const usersOf = async (ids: string[], attributes: Array<'id' | 'name' | 'role' | 'email'>) =>
    ids.length === 0
      ? []
      : // Staff only: a customer's account is nobody's trainer and gets no staff notices.
        models.User.findAll({
          where: { id: { [Op.in]: ids }, role: { [Op.ne]: 'customer' } },
          attributes,
        });

  app.get(
    '/internal/users',
    {
      preHandler: requireService(),
      schema: { querystring: InternalUsersQuery, response: { 200: InternalUsersResponse } },
    },
    async (request) => {
      const users = await usersOf(idsOf(request.query.ids), ['id', 'name', 'role']);
      return {
        users: users.flatMap((user) =>
          user.role === 'customer' ? [] : [{ _id: user.id, name: user.name, role: user.role }],
        ),
      };
    },
  );

  app.get(
    '/internal/users/contacts',
    {
      preHandler: requireService(),
      schema: { querystring: InternalUsersQuery, response: { 200: InternalStaffContactsResponse } },
    },
    async (request) => {
      const users = await usersOf(idsOf(request.query.ids), ['id', 'name', 'email']);
      return {
        users: users.map((user) => ({ _id: user.id, name: user.name, email: user.email })),
      };
    },
  );
}
