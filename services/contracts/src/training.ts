import Type, { type Static } from 'typebox';
import { ListPage, pageQueryFields } from './list-page.js';
import { PlausibleDateTime } from './plausible-dates.js';
import { IdOrReference } from './references.js';

/** Payloads of the training service's `/api` routes (spec sections 3 and 7). */

const Id = Type.String({ format: 'uuid' });
const DateTime = PlausibleDateTime;

/** `late-cancelled`: the customer cancelled with less notice than the studio's policy asks for. */
export const TrainingStatus = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('completed'),
  Type.Literal('late-cancelled'),
]);
export type TrainingStatus = Static<typeof TrainingStatus>;

/** A person shown with a training, by current name. */
export const NamedRef = Type.Object({ _id: Id, name: Type.String() });
export type NamedRef = Static<typeof NamedRef>;

export const Training = Type.Object({
  _id: Id,
  status: TrainingStatus,
  dateOfTraining: DateTime,
  trainerID: NamedRef,
  customerID: NamedRef,
  /** Late-cancelled trainings only: staff waived the charge (the session was credited back). */
  lateCancelWaived: Type.Optional(Type.Boolean()),
});
export type Training = Static<typeof Training>;

export const TrainingList = Type.Array(Training);
export type TrainingList = Static<typeof TrainingList>;

export const TrainingPage = ListPage(Training);
export type TrainingPage = Static<typeof TrainingPage>;

export const TrainingIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type TrainingIdParams = Static<typeof TrainingIdParams>;

/** The most trainings one page of `GET /api/training` answers (a busy chain's week fits). */
export const maxTrainingPageSize = 300;

/**
 * `GET /api/training`: without a range, every training the caller may see. `trainerId` and
 * `customerId` narrow it (within what the caller may see). With `limit` or `cursor` it answers
 * one page, `{ items, nextCursor }`, by date of training (id breaks ties).
 */
export const TrainingRangeQuery = Type.Object(
  {
    from: Type.Optional(DateTime),
    to: Type.Optional(DateTime),
    trainerId: Type.Optional(Id),
    customerId: Type.Optional(Id),
    /** 1 to `maxTrainingPageSize` (query strings are text). */
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9]|[1-9][0-9]|[12][0-9][0-9]|300)$' })),
    cursor: pageQueryFields.cursor,
  },
  { additionalProperties: false },
);
export type TrainingRangeQuery = Static<typeof TrainingRangeQuery>;

export const maxRepeatWeeks = 12;

/**
 * The spec's training form: customerID, date, status, dateOfTraining, trainerID. `date` and
 * `dateOfTraining` carry the same instant (either one is enough). `customerID` and `trainerID` are
 * an id or the `{ _id, name }` a GET answer shows. `trainerID` is checked, never trusted: the
 * trainer is always the customer's trainer. `allowConflict` books on purpose over a conflicting
 * hour; `repeatWeeks` books the same hour weekly, this week included (a change moves one training,
 * so it takes only 1).
 */
const trainingFormFields = {
  customerID: IdOrReference,
  date: Type.Optional(DateTime),
  dateOfTraining: Type.Optional(DateTime),
  status: Type.Optional(TrainingStatus),
  trainerID: Type.Optional(Type.Union([IdOrReference, Type.Literal('')])),
  allowConflict: Type.Optional(Type.Boolean()),
  repeatWeeks: Type.Optional(Type.Integer({ minimum: 1, maximum: maxRepeatWeeks })),
};

export const CreateTrainingBody = Type.Object(trainingFormFields, { additionalProperties: false });
export type CreateTrainingBody = Static<typeof CreateTrainingBody>;

/**
 * `PUT /api/training/:id`: the create body, or the whole training as GET answered it; its other
 * fields (`_id`, ...) are read-only, accepted and ignored.
 */
export const UpdateTrainingBody = Type.Object(
  {
    ...Type.Partial(Type.Omit(Training, Type.KeyOf(Type.Object(trainingFormFields)))).properties,
    ...trainingFormFields,
  },
  { additionalProperties: false },
);
export type UpdateTrainingBody = Static<typeof UpdateTrainingBody>;

/** `POST /api/claimtraining/:id` sends `status=completed`; nothing else is accepted. */
export const ClaimTrainingBody = Type.Object(
  { status: Type.Optional(Type.Literal('completed')) },
  { additionalProperties: false },
);
export type ClaimTrainingBody = Static<typeof ClaimTrainingBody>;

/** `POST /api/training` answers the created training, or every created one when repeating. */
export const CreatedTrainings = Type.Object({ trainings: TrainingList });
export type CreatedTrainings = Static<typeof CreatedTrainings>;

/** A 409 answer: the message to show, and the trainings in the way. */
export const TrainingConflict = Type.Object({
  error: Type.String(),
  conflicts: Type.Array(
    Type.Object({
      requestedDate: DateTime,
      training: Training,
      sameTrainer: Type.Boolean(),
      sameCustomer: Type.Boolean(),
    }),
  ),
});
export type TrainingConflict = Static<typeof TrainingConflict>;

export const DeletedTraining = Type.Object({ message: Type.String() });
export type DeletedTraining = Static<typeof DeletedTraining>;
