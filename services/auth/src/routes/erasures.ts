import { QueryTypes } from 'sequelize';
import { CustomerAccountParams } from '@studio/contracts/customer-accounts';
import { InternalErasureBody, InternalErasureResult } from '@studio/contracts/erasure';
import type { ServiceApp } from '@studio/service-kit/app';
import { requireService } from '@studio/service-kit/identity';
import type { AuthModels } from '../models/auth-models.js';

/**
 * `POST /internal/customer-accounts/:customerId/forget` (the customer service, after it revoked the customer's account):
 * deletes auth's mail to the erased customer and their password-reset requests, and empties
 * audit details that name them, in one transaction.
 */
export async function erasureRoutes(
  app: ServiceApp,
  { models }: { models: AuthModels },
): Promise<void> {
  app.post(
    '/internal/customer-accounts/:customerId/forget',
    {
      preHandler: requireService(),
      schema: {
        params: CustomerAccountParams,
        body: InternalErasureBody,
        response: { 200: InternalErasureResult },
      },
    },
    async (request) => {
      const { name, email } = request.body;
      const { sequelize } = models;
      await sequelize.transaction(async (transaction) => {
        const run = (sql: string) =>
          sequelize.query(sql, { bind: { name, email }, transaction, type: QueryTypes.DELETE });
        await run(
          `DELETE FROM auth.mail_outbox
            WHERE ($email <> '' AND strpos(lower(message::text), lower($email)) > 0)`,
        );
        await run(
          `DELETE FROM auth.password_reset_requests WHERE $email <> '' AND lower(email) = lower($email)`,
        );
        await run(
          `UPDATE auth.audit_log SET detail = NULL
            WHERE ($email <> '' AND strpos(lower(detail::text), lower($email)) > 0)
               OR ($name <> '' AND strpos(detail::text, $name) > 0)`,
        );
      });
      return { forgotten: true as const };
    },
  );
}
