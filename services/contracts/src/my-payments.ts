import Type from 'typebox';
import { PaymentStatus } from './payments.js';

/**
 * `GET /api/me/payments` (payment service; a signed-in customer): their own payments, newest
 * first, as their receipts. Rejected payments (never credited) are left out, as on staff lists.
 */
export const MyPayment = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  dateOfPayment: Type.String({ format: 'date-time' }),
  amountPaid: Type.Integer(),
  numOfTrainingsPaidFor: Type.Integer(),
  status: PaymentStatus,
  /** The PayNow reference the payment carried, when it had one. */
  reference: Type.Union([Type.String(), Type.Null()]),
});
export type MyPayment = Type.Static<typeof MyPayment>;

export const MyPaymentList = Type.Array(MyPayment);
export type MyPaymentList = Type.Static<typeof MyPaymentList>;
