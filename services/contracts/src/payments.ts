import Type from 'typebox';

/** Payloads of the payment service's public calls. */

export const MAX_AMOUNT_PAID = 100000;
export const MAX_TRAININGS_PAID_FOR = 500;

/** The PayNow reference the QR code carried (`GET /api/paynow`), so the bank statement matches. */
export const PayNowReference = Type.String({
  minLength: 1,
  maxLength: 25,
  pattern: '^[A-Z0-9-]+$',
});

/** How long the package this payment buys stays usable, overriding the studio's setting once. */
export const PackageValidityDays = Type.Integer({ minimum: 1, maximum: 3650 });

export const NewPaymentBody = Type.Object(
  {
    amountPaid: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT_PAID }),
    numOfTrainingsPaidFor: Type.Integer({ minimum: 1, maximum: MAX_TRAININGS_PAID_FOR }),
    customerID: Type.String({ format: 'uuid' }),
    /** Sent by the web app; the service records the customer's own trainer instead. */
    trainerID: Type.Optional(Type.String({ format: 'uuid' })),
    reference: Type.Optional(PayNowReference),
    validityDays: Type.Optional(PackageValidityDays),
  },
  { additionalProperties: false },
);
export type NewPaymentBody = Type.Static<typeof NewPaymentBody>;

/** One per submission (a UUID from the web app); a repeat returns the first answer. */
export const PaymentHeaders = Type.Object({
  'idempotency-key': Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
});

export const PaymentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('credited'),
  Type.Literal('rejected'),
]);
export type PaymentStatus = Type.Static<typeof PaymentStatus>;

export const RecordedPayment = Type.Object({
  _id: Type.String(),
  dateOfPayment: Type.String({ format: 'date-time' }),
  amountPaid: Type.Integer(),
  numOfTrainingsPaidFor: Type.Integer(),
  customerID: Type.String(),
  trainerID: Type.String(),
  /** `pending` until the customer's balance has been credited. */
  status: PaymentStatus,
  /** The PayNow reference the payment was made with, when it has one. */
  reference: Type.Optional(Type.String()),
});
export type RecordedPayment = Type.Static<typeof RecordedPayment>;

export const PaymentListEntry = Type.Object({
  _id: Type.String(),
  dateOfPayment: Type.String({ format: 'date-time' }),
  /** `YYYY-MM` in the business time zone, for grouping by month. */
  month: Type.String(),
  amountPaid: Type.Integer(),
  numOfTrainingsPaidFor: Type.Integer(),
  status: PaymentStatus,
  /** The PayNow reference the payment was made with, when it has one. */
  reference: Type.Optional(Type.String()),
  /** Current names, read when the list is asked for. */
  customer: Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
  trainer: Type.Object({ _id: Type.String(), name: Type.String() }),
});
export type PaymentListEntry = Type.Static<typeof PaymentListEntry>;

/** The payments of the two most recent months that have any, newest first. */
export const PaymentList = Type.Array(PaymentListEntry);
export type PaymentList = Type.Static<typeof PaymentList>;
