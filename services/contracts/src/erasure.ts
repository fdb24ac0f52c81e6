import Type from 'typebox';

/**
 * `POST /api/customers/:id/erase` (admins): the customer's name typed again, so a slip of the
 * mouse cannot erase anyone.
 */
export const EraseCustomerBody = Type.Object(
  { confirmName: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type EraseCustomerBody = Type.Static<typeof EraseCustomerBody>;

export const ErasedCustomer = Type.Object({ erased: Type.Literal(true) });
export type ErasedCustomer = Type.Static<typeof ErasedCustomer>;

/** What an erased customer's record shows in every list, report and export afterwards. */
export const erasedCustomerName = 'Erased customer';

export const confirmNameMismatchMessage =
  "confirmName does not match the customer's name; type the name exactly as it is shown.";

/**
 * `POST /internal/customer-accounts/:customerId/forget` (auth) and
 * `POST /internal/customers/:id/forget` (training), the customer service's calls: forget what the
 * service holds about an erased customer besides ids: mail to or about them, audit details and
 * free text naming them. Idempotent.
 */
export const InternalErasureBody = Type.Object(
  { name: Type.String({ maxLength: 200 }), email: Type.String({ maxLength: 254 }) },
  { additionalProperties: false },
);
export type InternalErasureBody = Type.Static<typeof InternalErasureBody>;

export const InternalErasureResult = Type.Object({ forgotten: Type.Literal(true) });
export type InternalErasureResult = Type.Static<typeof InternalErasureResult>;

export const ErasedCustomerParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type ErasedCustomerParams = Type.Static<typeof ErasedCustomerParams>;
