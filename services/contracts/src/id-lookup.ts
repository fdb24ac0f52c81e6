import Type from 'typebox';

/**
 * The body of an internal lookup by id (`{ ids: [uuid, ...] }`): the ids travel in the body, because
 * a query string of a few hundred ids passes the 16 KB header limit of Node's HTTP server and is
 * refused (431) before it reaches a route.
 */
export const idLookupBody = (maxItems: number) =>
  Type.Object(
    { ids: Type.Array(Type.String({ format: 'uuid' }), { maxItems }) },
    { additionalProperties: false },
  );
