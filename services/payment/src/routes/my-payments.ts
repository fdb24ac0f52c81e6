import { MyPaymentList, type MyPayment } from '@studio/contracts/my-payments';
import type { PaymentStatus } from '@studio/contracts/payments';
import type { ServiceApp } from '@studio/service-kit/app';
import { customerOf } from '@studio/service-kit/identity';
import { QueryTypes } from 'sequelize';
import type { PaymentContext } from '../context.js';

interface MyPaymentRow {
  id: string;
  paid_at: Date;
  amount_paid: number;
  num_of_trainings_paid_for: number;
  status: PaymentStatus;
  reference: string | null;
}

/** A signed-in customer's own payments: only theirs, whatever they ask. */
export function registerMyPaymentRoutes(app: ServiceApp, { sequelize }: PaymentContext): void {
  app.get('/api/me/payments', { schema: { response: { 200: MyPaymentList } } }, async (request) => {
    const { customerId } = customerOf(request);
    // The PayNow reference is read from the row as JSON, so this answers the same before and
    // after the column that holds it is added.
    const rows = await sequelize.query<MyPaymentRow>(
      `SELECT p.id, p.paid_at, p.amount_paid, p.num_of_trainings_paid_for, p.status,
              to_jsonb(p) ->> 'reference' AS reference
         FROM payments p
        WHERE p.customer_id = $customerId AND p.status <> 'rejected'
        ORDER BY p.paid_at DESC, p.id DESC`,
      { bind: { customerId }, type: QueryTypes.SELECT },
    );
    return rows.map((row): MyPayment => ({
      _id: row.id,
      dateOfPayment: new Date(row.paid_at).toISOString(),
      amountPaid: row.amount_paid,
      numOfTrainingsPaidFor: row.num_of_trainings_paid_for,
      status: row.status,
      reference: row.reference,
    }));
  });
}
