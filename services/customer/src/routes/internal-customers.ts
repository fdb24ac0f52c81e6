import { QueryTypes } from 'sequelize';
import {
  CustomerCount,
  CustomerLookupQuery,
  CustomerLookupResult,
  TrainerIdParams,
} from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest } from '@studio/service-kit/errors';
import { requireService } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxIds = 500;

/** Lookups for other services: current names and owners of customers, and a trainer's customer count. */
export function registerInternalCustomerRoutes(
  app: ServiceApp,
  { sequelize }: CustomerContext,
): void {
  app.get(
    '/internal/customers',
    {
      preHandler: requireService(),
      schema: { querystring: CustomerLookupQuery, response: { 200: CustomerLookupResult } },
    },
    async (request) => {
      const { ids, trainerId } = request.query;
      if (ids === undefined && trainerId === undefined) throw badRequest('Give ids or trainerId.');
      const idList = ids === undefined ? null : ids.split(',').filter(Boolean);
      if (idList && (idList.length > maxIds || !idList.every((id) => uuidPattern.test(id)))) {
        throw badRequest(`ids must be up to ${maxIds} comma-separated customer ids.`);
      }
      if (idList?.length === 0) return { customers: [] };
      const rows = await sequelize.query<{
        id: string;
        name: string;
        email: string;
        trainer_id: string | null;
      }>(
        `SELECT id, name, email, trainer_id FROM customers
          WHERE ($1::uuid[] IS NULL OR id = ANY($1::uuid[]))
            AND ($2::uuid IS NULL OR trainer_id = $2::uuid)
          ORDER BY name`,
        { bind: [idList, trainerId ?? null], type: QueryTypes.SELECT },
      );
      return {
        customers: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          email: row.email,
          trainerID: row.trainer_id,
        })),
      };
    },
  );

  app.get(
    '/internal/trainers/:id/customer-count',
    {
      preHandler: requireService(),
      schema: { params: TrainerIdParams, response: { 200: CustomerCount } },
    },
    async (request) => {
      const [row] = await sequelize.query<{ count: string }>(
        'SELECT count(*) AS count FROM customers WHERE trainer_id = $1',
        {
          bind: [request.params.id],
          type: QueryTypes.SELECT,
        },
      );
      return { count: Number(row?.count ?? 0) };
    },
  );
}
