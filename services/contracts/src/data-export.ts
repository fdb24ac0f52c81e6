import Type from 'typebox';
import { Lead } from './leads.js';

/**
 * `GET /api/me/export` and `GET /api/customers/:id/export` (the BFF): the JSON document, or with
 * `format=html` a readable summary of the same document; both as a download.
 */
export const DataExportQuery = Type.Object(
  { format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('html')])) },
  { additionalProperties: false },
);
export type DataExportQuery = Type.Static<typeof DataExportQuery>;

export const DataExportParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type DataExportParams = Type.Static<typeof DataExportParams>;

/**
 * `GET /api/me/trial-requests` (the customer) and `GET /api/customers/:id/trial-requests` (the
 * customer's trainer, admins): the trial requests (leads) that are the customer's, newest first,
 * with the PAR-Q health answers and the versions of the terms and PDPA notice they accepted. The
 * customer's own read leaves out the staff notes. Read by the data export (issue 28).
 */
export const TrialRequestList = Type.Object(
  { items: Type.Array(Lead) },
  { additionalProperties: false },
);
export type TrialRequestList = Type.Static<typeof TrialRequestList>;
