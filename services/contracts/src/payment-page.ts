import Type from 'typebox';
import { ListPage, pageQueryFields } from './list-page.js';
import { PaymentListEntry } from './payments.js';

/**
 * The paged form of `GET /api/payments` (any of these parameters given): the same payments (the
 * two most recent months that have any) as `{ items: PaymentListEntry[], nextCursor }`, sorted and
 * searched on the server. Each entry carries its `month`, so a screen still groups by month.
 */
export const PaymentSortKey = Type.Union([
  Type.Literal('dateOfPayment'),
  Type.Literal('amountPaid'),
  Type.Literal('numOfTrainingsPaidFor'),
  /** The customer's name, case-insensitively. */
  Type.Literal('name'),
  /** The customer's email, case-insensitively. */
  Type.Literal('email'),
  /** The trainer's lower-cased name. */
  Type.Literal('trainer'),
]);
export type PaymentSortKey = Type.Static<typeof PaymentSortKey>;

export const PaymentPageQuery = Type.Object(
  { ...pageQueryFields, sort: Type.Optional(PaymentSortKey) },
  { additionalProperties: false },
);
export type PaymentPageQuery = Type.Static<typeof PaymentPageQuery>;

export const PaymentPage = ListPage(PaymentListEntry);
export type PaymentPage = Type.Static<typeof PaymentPage>;
