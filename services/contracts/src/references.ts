import Type, { type Static } from 'typebox';

/**
 * Someone a request points at (a customer, a trainer): their id, or the `{ _id, name }` a GET
 * answer showed them as, so a client can send back what it read. Only the id is used; the name is
 * whatever the client last saw and is never read.
 */
export const IdOrReference = Type.Union([
  Type.String({ format: 'uuid' }),
  Type.Object(
    {
      _id: Type.String({ format: 'uuid' }),
      name: Type.Optional(Type.String({ maxLength: 500 })),
    },
    { additionalProperties: false },
  ),
]);
export type IdOrReference = Static<typeof IdOrReference>;

export function referencedId(reference: IdOrReference): string {
  return typeof reference === 'string' ? reference : reference._id;
}
