import Type from 'typebox';
import { Customer, PaymentHistoryEntry } from './customers.js';
import { PortalAccess } from './customer-accounts.js';
import { ListPage, pageQueryFields } from './list-page.js';

/**
 * The customers screen's paged form of `GET /api/customers` (any of these parameters given):
 * `{ items: CustomerListItem[], nextCursor }`, sorted and searched on the server.
 */

/** The columns the customers screen sorts by (spec section 4). */
export const CustomerSortKey = Type.Union([
  Type.Literal('name'),
  Type.Literal('email'),
  Type.Literal('phone'),
  /** By age: ascending is youngest first. */
  Type.Literal('dateOfBirth'),
  Type.Literal('sex'),
  Type.Literal('dateJoined'),
  Type.Literal('numOfTrainings'),
  /** By lower-cased trainer name; a customer without a trainer sorts first. */
  Type.Literal('trainer'),
  /** By the first payment's date; a customer without payments sorts first. */
  Type.Literal('paymentHistory'),
]);
export type CustomerSortKey = Type.Static<typeof CustomerSortKey>;

export const CustomerPageQuery = Type.Object(
  { ...pageQueryFields, sort: Type.Optional(CustomerSortKey) },
  { additionalProperties: false },
);
export type CustomerPageQuery = Type.Static<typeof CustomerPageQuery>;

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { paymentHistory, ...customerFields } = Customer.properties;

/** A customer row of a page: the latest payment and the count instead of the whole history. */
export const CustomerListItem = Type.Object({
  ...customerFields,
  latestPayment: Type.Union([PaymentHistoryEntry, Type.Null()]),
  paymentCount: Type.Integer(),
  /** Dollars paid over the whole history. */
  paymentTotal: Type.Integer(),
  /** The customer's own area (as `GET /api/customers/:id/access` answers); null when the account service cannot say. */
  portalAccess: Type.Union([PortalAccess, Type.Null()]),
});
export type CustomerListItem = Type.Static<typeof CustomerListItem>;

export const CustomerPage = ListPage(CustomerListItem);
export type CustomerPage = Type.Static<typeof CustomerPage>;

/** `GET /api/customers/:id/payments`: the whole payment history, for "+ Show More". */
export const CustomerPayments = Type.Object({ items: Type.Array(PaymentHistoryEntry) });
export type CustomerPayments = Type.Static<typeof CustomerPayments>;
