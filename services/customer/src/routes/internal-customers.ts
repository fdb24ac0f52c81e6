import { QueryTypes } from 'sequelize';
import {
  CustomerCount,
  CustomerIdParams,
  CustomerLookupBody,
  CustomerLookupResult,
  CustomersOfTrainerQuery,
  maxCustomerLookupIds,
  SessionsLeft,
  TrainerIdParams,
  type CustomerSummary,
} from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { notFound } from '@studio/service-kit/errors';
import { requireService } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';

// Room for the longest list the schema allows: `"<36-character uuid>",` per id, plus the wrapper.
const lookupBodyLimitBytes = maxCustomerLookupIds * 40 + 1024;

interface SummaryRow {
  id: string;
  name: string;
  email: string;
  trainer_id: string | null;
  emails_off: boolean;
}

const summaryOf = (row: SummaryRow): CustomerSummary => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  trainerID: row.trainer_id,
  emailsOff: row.emails_off,
});

/**
 * Lookups for other services: current names and owners of customers, a customer's sessions left
 * (what a self-booking is checked against) and a trainer's customer count.
 */
export function registerInternalCustomerRoutes(
  app: ServiceApp,
  { sequelize }: CustomerContext,
): void {
  app.post(
    '/internal/customers/lookup',
    {
      preHandler: requireService(),
      bodyLimit: lookupBodyLimitBytes,
      schema: { body: CustomerLookupBody, response: { 200: CustomerLookupResult } },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      if (ids.length === 0) return { customers: [] };
      const rows = await sequelize.query<SummaryRow>(
        'SELECT id, name, email, trainer_id, emails_off_at IS NOT NULL AS emails_off FROM customers WHERE id = ANY($1::uuid[]) ORDER BY name',
        { bind: [ids], type: QueryTypes.SELECT },
      );
      return { customers: rows.map(summaryOf) };
    },
  );

  app.get(
    '/internal/customers',
    {
      preHandler: requireService(),
      schema: { querystring: CustomersOfTrainerQuery, response: { 200: CustomerLookupResult } },
    },
    async (request) => {
      const rows = await sequelize.query<SummaryRow>(
        // With the trainer's paid trial leads (issue 27): the training service scopes a trainer's
        // sessions by this list, so their trial sessions are theirs to see and claim. A lead made a
        // customer keeps its id and is listed once, as the customer.
        `SELECT id, name, email, trainer_id, emails_off_at IS NOT NULL AS emails_off FROM customers WHERE trainer_id = $1
         UNION ALL
         SELECT l.id, l.name, l.email, l.trainer_id, true FROM leads l
          WHERE l.trainer_id = $1 AND l.paid_at IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM customers c WHERE c.id = l.id)
         ORDER BY name`,
        { bind: [request.query.trainerId], type: QueryTypes.SELECT },
      );
      return { customers: rows.map(summaryOf) };
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

  app.get(
    '/internal/customers/:id/sessions-left',
    {
      preHandler: requireService(),
      schema: { params: CustomerIdParams, response: { 200: SessionsLeft } },
    },
    async (request) => {
      const [row] = await sequelize.query<{ num_of_trainings: number }>(
        'SELECT num_of_trainings FROM customers WHERE id = $1',
        { bind: [request.params.id], type: QueryTypes.SELECT },
      );
      if (!row) throw notFound('Customer not found.');
      return { numOfTrainings: row.num_of_trainings };
    },
  );
}
