import Type from 'typebox';
import { ListPage, pageQueryFields } from './list-page.js';

/**
 * `GET /api/customers/options`: the customer choices of the schedule's filter and booking modal,
 * scoped like `GET /api/customers` (a trainer's own customers; an admin's whole chain, or one
 * trainer's), sorted by name case-insensitively and searched (name, email, phone) by `q`.
 */
export const CustomerOptionsQuery = Type.Object(
  {
    q: pageQueryFields.q,
    trainerId: Type.Optional(Type.String({ format: 'uuid' })),
    limit: pageQueryFields.limit,
    cursor: pageQueryFields.cursor,
  },
  { additionalProperties: false },
);
export type CustomerOptionsQuery = Type.Static<typeof CustomerOptionsQuery>;

export const CustomerOption = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  /** The customer's trainer: booking for the customer books with them. */
  trainerID: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
});
export type CustomerOption = Type.Static<typeof CustomerOption>;

export const CustomerOptions = ListPage(CustomerOption);
export type CustomerOptions = Type.Static<typeof CustomerOptions>;
