import Type from 'typebox';
import { ListPage, pageQueryFields } from './list-page.js';

/**
 * `GET /api/users/options` (staff): the trainers who may be given customers and sessions (active
 * trainer accounts, not pending or rejected ones), `{ _id, name }` sorted by name
 * case-insensitively. The trainer choices of the schedule, statistics and customers screens.
 */
export const TrainerOption = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  name: Type.String(),
});
export type TrainerOption = Type.Static<typeof TrainerOption>;

export const TrainerOptions = Type.Array(TrainerOption);
export type TrainerOptions = Type.Static<typeof TrainerOptions>;

/**
 * The searchable trainer choice's form (any of these parameters given): one page of
 * `{ items: TrainerOption[], nextCursor }` whose names contain `q` (case-insensitive), by name.
 */
export const TrainerOptionsQuery = Type.Object(
  { q: pageQueryFields.q, limit: pageQueryFields.limit, cursor: pageQueryFields.cursor },
  { additionalProperties: false },
);
export type TrainerOptionsQuery = Type.Static<typeof TrainerOptionsQuery>;

export const TrainerOptionsPage = ListPage(TrainerOption);
export type TrainerOptionsPage = Type.Static<typeof TrainerOptionsPage>;
