import type { FastifyRequest } from 'fastify';
import type { PaymentListEntry } from '@studio/contracts/payments';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import type { PaymentContext } from '../context.js';
import type { ListedPaymentRow } from '../store/payment-list.js';

/** Payments as the list shows them, with the current names of their customers and trainers. */
export async function paymentEntries(
  context: PaymentContext,
  request: FastifyRequest,
  caller: { role: 'admin' | 'trainer'; name: string },
  rows: ListedPaymentRow[],
): Promise<PaymentListEntry[]> {
  const [customerById, trainerNameOf] = await Promise.all([
    context.customers
      .find(
        rows.map((row) => row.customer_id),
        request.id,
      )
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'customer names unavailable');
        return new Map<string, { name: string; email: string }>();
      }),
    caller.role === 'trainer'
      ? () => caller.name
      : staffNamesOrUnknown(
          context.staff,
          rows.map((row) => row.trainer_id),
          request.log,
          request.id,
        ),
  ]);
  return rows.map((row) => {
    const customer = customerById.get(row.customer_id);
    return {
      _id: row.id,
      dateOfPayment: new Date(row.paid_at).toISOString(),
      month: row.month,
      amountPaid: row.amount_paid,
      numOfTrainingsPaidFor: row.num_of_trainings_paid_for,
      status: row.status,
      ...(row.reference ? { reference: row.reference } : {}),
      customer: {
        _id: row.customer_id,
        name: customer?.name ?? 'Unknown',
        email: customer?.email ?? '',
      },
      trainer: { _id: row.trainer_id, name: trainerNameOf(row.trainer_id) },
    };
  });
}
