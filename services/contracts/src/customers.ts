import Type from 'typebox';
import { PlausibleDate } from './plausible-dates.js';
import { PackageValidityDays, PayNowReference } from './payments.js';
import { idLookupBody } from './id-lookup.js';
import { IdOrReference } from './references.js';

/**
 * Payloads of the customer service: the public `/api/customers` calls and the internal calls other
 * services make. Field names follow the spec (`trainerID`, `numOfTrainings`, `paymentHistory`).
 */

export const CustomerIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

const customerName = Type.String({ minLength: 1, maxLength: 100 });
const customerEmail = Type.String({ minLength: 3, maxLength: 254 });
/** Singapore numbers: 8 digits, optionally after +65. Checked with a clear message in the service. */
const customerPhone = Type.String({ minLength: 1, maxLength: 20 });
/** `YYYY-MM-DD`; the service checks it is a real date in the past. */
const dateOfBirth = Type.String({ minLength: 1, maxLength: 10 });
/** NRIC/FIN, e.g. `S1234567D`; stored encrypted, shown masked. */
const identityCardNumber = Type.String({ minLength: 1, maxLength: 9 });
const sex = Type.String({ minLength: 1, maxLength: 20 });

export const NewCustomerBody = Type.Object(
  {
    name: customerName,
    email: customerEmail,
    phone: customerPhone,
    dateOfBirth,
    ic: identityCardNumber,
    sex,
    /** Admins choose the trainer; a trainer's customers are always their own. */
    trainerID: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type NewCustomerBody = Type.Static<typeof NewCustomerBody>;

export const BalanceAdjustmentBody = Type.Object(
  {
    /** Non-zero: sessions added (positive) or taken away (negative). */
    delta: Type.Integer({ minimum: -500, maximum: 500 }),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type BalanceAdjustmentBody = Type.Static<typeof BalanceAdjustmentBody>;

/** A business date, `YYYY-MM-DD` in the business time zone (`BUSINESS_TIME_ZONE`). */
export const BusinessDate = PlausibleDate;

/**
 * One payment and the package of sessions it bought. The package's unused sessions leave the
 * balance at the start of `expiresOn` (business time zone).
 */
export const PaymentHistoryEntry = Type.Object({
  dateOfPayment: Type.String({ format: 'date-time' }),
  amountPaid: Type.Integer(),
  numOfTrainingsPaidFor: Type.Integer(),
  /** The package's id (the payment's ledger entry): what an admin extends. */
  packageId: Type.String(),
  expiresOn: BusinessDate,
  /** Sessions of this package not yet used (0 once it expired). */
  sessionsLeft: Type.Integer(),
  /** Sessions that left the balance when the package expired. */
  sessionsExpired: Type.Integer(),
  /** The PayNow reference the payment was made with; null when none. */
  reference: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentHistoryEntry = Type.Static<typeof PaymentHistoryEntry>;

/** The earliest unexpired package that still has sessions: when they expire, and how many. */
export const NextExpiry = Type.Union([
  Type.Object({ date: BusinessDate, sessions: Type.Integer() }),
  Type.Null(),
]);
export type NextExpiry = Type.Static<typeof NextExpiry>;

export const TrainerRef = Type.Object({ _id: Type.String(), name: Type.String() });
export type TrainerRef = Type.Static<typeof TrainerRef>;

export const Customer = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  dateOfBirth: Type.String(),
  /** Masked (`S****567D`) in lists; the full number only from `GET /api/customers/:id`. */
  ic: Type.String(),
  sex: Type.String(),
  dateJoined: Type.String({ format: 'date-time' }),
  numOfTrainings: Type.Integer(),
  /** Populated with the trainer's current name; `null` when no trainer is assigned. */
  trainerID: Type.Union([TrainerRef, Type.Null()]),
  /** Newest first. */
  paymentHistory: Type.Array(PaymentHistoryEntry),
  /**
   * A claim brought sessions left to the low-balance threshold or below and nothing has lifted
   * them above it since: the state in which the customer and their trainer were sent a notice.
   */
  lowBalance: Type.Boolean(),
  /** The customer stopped reminders and notices by the link in a mail ("emails off"). */
  emailsOff: Type.Boolean(),
  nextExpiry: NextExpiry,
});
export type Customer = Type.Static<typeof Customer>;

/** The fields a person edits; a change names any of them, and absent ones stay as they are. */
const editableCustomerFields = {
  name: Type.Optional(customerName),
  email: Type.Optional(customerEmail),
  phone: Type.Optional(customerPhone),
  dateOfBirth: Type.Optional(dateOfBirth),
  /** The full number to change it; the customer's current mask (`S****567D`) leaves it unchanged. */
  ic: Type.Optional(identityCardNumber),
  sex: Type.Optional(sex),
  /**
   * Admins only (a trainer may only name themselves). The trainer's id or `{ _id, name }` as GET
   * shows it; `null` only for a customer who has no trainer, and then it changes nothing.
   */
  trainerID: Type.Optional(Type.Union([IdOrReference, Type.Null()])),
};

/**
 * `PUT /api/customers/:id`: the editable fields, and every other field of `Customer` as GET
 * answered it (`_id`, `dateJoined`, `numOfTrainings`, `paymentHistory`, ...), so a client can send
 * back the whole customer it edited. Those are read-only: accepted and ignored, never stored.
 * Balance, payments, ids and dates are never taken from a client; unknown fields are refused.
 */
export const CustomerChangesBody = Type.Object(
  {
    ...Type.Partial(Type.Omit(Customer, Type.KeyOf(Type.Object(editableCustomerFields))))
      .properties,
    // Clients written before packages send entries with the spec's three fields only.
    paymentHistory: Type.Optional(Type.Array(Type.Partial(PaymentHistoryEntry))),
    ...editableCustomerFields,
  },
  { additionalProperties: false },
);
export type CustomerChangesBody = Type.Static<typeof CustomerChangesBody>;

export const PackageParams = Type.Object(
  { id: Type.String({ format: 'uuid' }), packageId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type PackageParams = Type.Static<typeof PackageParams>;

/** `POST /api/customers/:id/packages/:packageId/extend` (admin): a later expiry date, and why. */
export const ExtendPackageBody = Type.Object(
  {
    /** After the package's current expiry date and after today. */
    expiresOn: BusinessDate,
    reason: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type ExtendPackageBody = Type.Static<typeof ExtendPackageBody>;

export const CustomerList = Type.Array(Customer);
export type CustomerList = Type.Static<typeof CustomerList>;

// Internal calls (service identity only).

export const LedgerSourceType = Type.Union([
  Type.Literal('payment'),
  Type.Literal('training-claim'),
  Type.Literal('training-unclaim'),
  Type.Literal('adjustment'),
  /** The unused sessions of an expired package leaving the balance (customer service's expiry job). */
  Type.Literal('expiry'),
  /** One session debited for a customer's late cancel (training service). */
  Type.Literal('late-cancel'),
  /** A waived late cancel: the session credited back (training service, staff). */
  Type.Literal('late-cancel-waiver'),
  /**
   * Sessions used on credit (while no package had any) paid for by a new package: one entry takes
   * them from the package, its pair gives them back to the credit (customer service only).
   */
  Type.Literal('overdraft-settlement'),
]);
export type LedgerSourceType = Type.Static<typeof LedgerSourceType>;

export const LedgerEntryBody = Type.Object(
  {
    sourceType: LedgerSourceType,
    sourceId: Type.String({ minLength: 1, maxLength: 100 }),
    delta: Type.Integer({ minimum: -500, maximum: 500 }),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
    /** Refuse (409) unless the customer belongs to this trainer: guards work accepted while this service was down. */
    trainerId: Type.Optional(Type.String({ format: 'uuid' })),
    /** Required with `sourceType: 'payment'`: the customer's payment history is read from the ledger. */
    payment: Type.Optional(
      Type.Object(
        {
          amountPaid: Type.Integer({ minimum: 1, maximum: 100000 }),
          paidAt: Type.String({ format: 'date-time' }),
          /** The PayNow reference the payment was made with, for the receipt and history. */
          reference: Type.Optional(PayNowReference),
          /** Days the package stays usable; the studio's `packageValidityDays` when absent. */
          validityDays: Type.Optional(PackageValidityDays),
        },
        { additionalProperties: false },
      ),
    ),
    /** Who caused the entry, for the audit log. */
    actorId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type LedgerEntryBody = Type.Static<typeof LedgerEntryBody>;

export const LedgerEntryResult = Type.Object({
  numOfTrainings: Type.Integer(),
  applied: Type.Boolean(),
});
export type LedgerEntryResult = Type.Static<typeof LedgerEntryResult>;

/** `GET /internal/customers?trainerId=x`: every customer of one trainer, and their paid trial leads (issue 27). */
export const CustomersOfTrainerQuery = Type.Object(
  { trainerId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type CustomersOfTrainerQuery = Type.Static<typeof CustomersOfTrainerQuery>;

/** The most ids one `POST /internal/customers/lookup` takes: a whole studio chain's customers. */
export const maxCustomerLookupIds = 50_000;

/** `POST /internal/customers/lookup`: a list page can name thousands of customers. */
export const CustomerLookupBody = idLookupBody(maxCustomerLookupIds);
export type CustomerLookupBody = Type.Static<typeof CustomerLookupBody>;

export const CustomerSummary = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  trainerID: Type.Union([Type.String(), Type.Null()]),
  /** The customer stopped reminders and notices by the unsubscribe link: send them no mail. */
  emailsOff: Type.Boolean(),
});
export type CustomerSummary = Type.Static<typeof CustomerSummary>;

export const CustomerLookupResult = Type.Object({ customers: Type.Array(CustomerSummary) });
export type CustomerLookupResult = Type.Static<typeof CustomerLookupResult>;

export const TrainerIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const CustomerCount = Type.Object({ count: Type.Integer() });
export type CustomerCount = Type.Static<typeof CustomerCount>;

/** `GET /internal/customers/:id/sessions-left`: the balance a self-booking is checked against. */
export const SessionsLeft = Type.Object({ numOfTrainings: Type.Integer() });
export type SessionsLeft = Type.Static<typeof SessionsLeft>;
