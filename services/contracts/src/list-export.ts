import Type from 'typebox';
import { CustomerSortKey } from './customer-page.js';
import { pageQueryFields } from './list-page.js';
import { PaymentSortKey } from './payment-page.js';

/**
 * CSV exports of whole filtered lists, streamed by the service that owns them:
 * `GET /api/customers/export.csv` and `GET /api/payments/export.csv` take the list's own `sort`,
 * `order` and `q` and answer `text/csv` with the columns the screen shows (IC masked).
 */

export const CustomerExportQuery = Type.Object(
  { sort: Type.Optional(CustomerSortKey), order: pageQueryFields.order, q: pageQueryFields.q },
  { additionalProperties: false },
);
export type CustomerExportQuery = Type.Static<typeof CustomerExportQuery>;

export const PaymentExportQuery = Type.Object(
  { sort: Type.Optional(PaymentSortKey), order: pageQueryFields.order, q: pageQueryFields.q },
  { additionalProperties: false },
);
export type PaymentExportQuery = Type.Static<typeof PaymentExportQuery>;

/** The OpenAPI description of a CSV answer. */
export const csvResponse = {
  description: 'CSV (RFC 4180, UTF-8 with a byte order mark)',
  content: { 'text/csv': { schema: Type.String() } },
};

export const customerExportHeader = (withTrainer: boolean) => [
  'Name',
  'Email',
  'Phone',
  'IC',
  'Date of Birth',
  'Sex',
  'Date Joined',
  'Trainings Left',
  ...(withTrainer ? ['Trainer'] : []),
  'Payments',
  'Total Paid ($)',
  'Next Expiry',
  'Sessions Expiring',
];

export const paymentExportHeader = (withTrainer: boolean) => [
  'Date',
  'Month',
  'Amount ($)',
  'Trainings',
  'Name',
  'Email',
  ...(withTrainer ? ['Trainer'] : []),
  'Status',
];
