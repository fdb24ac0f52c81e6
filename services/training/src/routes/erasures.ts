import { QueryTypes } from 'sequelize';
import {
  ErasedCustomerParams,
  InternalErasureBody,
  InternalErasureResult,
} from '@studio/contracts/erasure';
import type { ServiceApp } from '@studio/service-kit/app';
import { requireService } from '@studio/service-kit/identity';
import { forgetMail } from '@studio/service-kit/mail-outbox';
import type { TrainingContext } from '../context.js';

/**
 * `POST /internal/customers/:id/forget` (the customer service): an erased customer's booking-request notes and
 * the trainer's answers to them are emptied, and mail to or about them is forgotten. Their
 * sessions stay under the customer's id (trainer pay and the sessions report count them).
 */
export function registerErasureRoutes(app: ServiceApp, { sequelize }: TrainingContext): void {
  app.post(
    '/internal/customers/:id/forget',
    {
      preHandler: requireService(),
      schema: {
        params: ErasedCustomerParams,
        body: InternalErasureBody,
        response: { 200: InternalErasureResult },
      },
    },
    async (request) => {
      const customerId = request.params.id;
      const { name, email } = request.body;
      await sequelize.transaction(async (transaction) => {
        await sequelize.query(
          `UPDATE training.booking_requests SET note = '', message = ''
            WHERE customer_id = $customerId`,
          { bind: { customerId }, transaction, type: QueryTypes.UPDATE },
        );
        const trainingIds = await sequelize.query<{ id: string }>(
          `SELECT id::text FROM training.trainings WHERE customer_id = $customerId`,
          { bind: { customerId }, transaction, type: QueryTypes.SELECT },
        );
        await forgetMail(
          sequelize,
          'training',
          { subjectIds: [customerId, ...trainingIds.map((row) => row.id)], name, email },
          transaction,
        );
      });
      return { forgotten: true as const };
    },
  );
}
