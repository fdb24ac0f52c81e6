import Type, { type Static } from 'typebox';
import { NamedRef, TrainingStatus } from './training.js';

/**
 * A signed-in customer's own sessions (training service, `/api/me/trainings`). Only the customer
 * named by the identity is ever read; anyone else's training answers 404.
 */

const Id = Type.String({ format: 'uuid' });

export const MyTraining = Type.Object({
  _id: Id,
  dateOfTraining: Type.String({ format: 'date-time' }),
  status: TrainingStatus,
  trainer: NamedRef,
  /** Cancelling now would be a late cancel (less notice than the studio's `cancelNoticeHours`). */
  lateIfCancelledNow: Type.Boolean(),
});
export type MyTraining = Static<typeof MyTraining>;

/** `GET /api/me/trainings`: upcoming scheduled sessions oldest first, the rest newest first. */
export const MyTrainings = Type.Object({
  upcoming: Type.Array(MyTraining),
  past: Type.Array(MyTraining),
});
export type MyTrainings = Static<typeof MyTrainings>;

/** How many past sessions `GET /api/me/trainings` shows. */
export const myPastTrainingsShown = 50;

/** `POST /api/me/trainings/:id/cancel`: whether it was late, whether a session was debited. */
export const CancelledTraining = Type.Object({
  late: Type.Boolean(),
  charged: Type.Boolean(),
  message: Type.String(),
});
export type CancelledTraining = Static<typeof CancelledTraining>;
