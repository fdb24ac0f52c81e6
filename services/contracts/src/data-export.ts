import Type from 'typebox';

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
