import { InternalUsersQuery, InternalUsersResponse } from '@studio/contracts/users';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest } from '@studio/service-kit/errors';
import { requireService } from '@studio/service-kit/identity';
import { Op } from 'sequelize';
import type { AuthModels } from '../models/auth-models.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxIds = 500;

/** Current names for other services' lists (trainings and payments show who, by id). */
export async function internalUserRoutes(app: ServiceApp, { models }: { models: AuthModels }) {
  app.get(
    '/internal/users',
    {
      preHandler: requireService(),
      schema: { querystring: InternalUsersQuery, response: { 200: InternalUsersResponse } },
    },
    async (request) => {
      const ids = [
        ...new Set(
          request.query.ids
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length > maxIds) throw badRequest(`Ask for at most ${maxIds} ids at a time.`);
      if (!ids.every((id) => uuidPattern.test(id)))
        throw badRequest('ids must be a comma-separated list of UUIDs.');
      const users =
        ids.length === 0
          ? []
          : await models.User.findAll({
              where: { id: { [Op.in]: ids } },
              attributes: ['id', 'name', 'role'],
            });
      return { users: users.map((user) => ({ _id: user.id, name: user.name, role: user.role })) };
    },
  );
}
