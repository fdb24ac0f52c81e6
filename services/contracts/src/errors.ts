import Type from 'typebox';

/** Every 4xx/5xx answer of the BFF and the services. */
export const ErrorResponse = Type.Object({ error: Type.String() });
export type ErrorResponse = Type.Static<typeof ErrorResponse>;
