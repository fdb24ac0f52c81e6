import Type from 'typebox';
import { ListPage, pageQueryFields } from './list-page.js';
import { Training } from './training.js';

/**
 * The paged form of `GET /api/unclaimedtraining` (any of these parameters given):
 * `{ items: Training[], nextCursor }` by date of training, newest first unless `order=asc`.
 */
export const UnclaimedPageQuery = Type.Object(
  {
    limit: pageQueryFields.limit,
    order: pageQueryFields.order,
    cursor: pageQueryFields.cursor,
    sort: Type.Optional(Type.Literal('dateOfTraining')),
  },
  { additionalProperties: false },
);
export type UnclaimedPageQuery = Type.Static<typeof UnclaimedPageQuery>;

export const UnclaimedPage = ListPage(Training);
export type UnclaimedPage = Type.Static<typeof UnclaimedPage>;
