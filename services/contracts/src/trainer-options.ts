import Type from 'typebox';

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
