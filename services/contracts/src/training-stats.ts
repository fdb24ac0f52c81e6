import Type, { type Static } from 'typebox';
import { NamedRef } from './training.js';

/**
 * Aggregate statistics of the training service (`/api/training/stats/...`), computed in the
 * business time zone. Windows: the last 90 days up to now and the next 90 days from now.
 */

const Id = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });

export const statsWindowDays = 90;
/** The spec's divisor for the average column (about the number of weeks in 90 days). */
export const averageDivisor = 8.57;

export const StatsFilterQuery = Type.Object(
  { trainerId: Type.Optional(Id), customerId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type StatsFilterQuery = Static<typeof StatsFilterQuery>;

/** The spec's training stats (schedule screen panel). */
export const TrainingStats = Type.Object({
  pastCount: Type.Integer(),
  upcomingCount: Type.Integer(),
  avgPastSessionsPerWeek: Type.String({ description: 'pastCount / 8.57 to 2 decimals' }),
  scheduledCount: Type.Integer(),
  completedCount: Type.Integer(),
});
export type TrainingStats = Static<typeof TrainingStats>;

/** One row of the 'Training Stats' table: the counts plus the dates behind the collapsible lists. */
export const TrainerStats = Type.Object({
  trainer: NamedRef,
  ...TrainingStats.properties,
  scheduled: Type.Array(DateTime),
  completed: Type.Array(DateTime),
  upcoming: Type.Array(DateTime),
});
export type TrainerStats = Static<typeof TrainerStats>;

export const TrainerStatsList = Type.Object({ trainers: Type.Array(TrainerStats) });
export type TrainerStatsList = Static<typeof TrainerStatsList>;

/** At most this many trainers have their own line under "All Trainers"; the rest are summed. */
export const chartTrainerLines = 10;

/**
 * Completed trainings per business-time-zone month (`YYYY-MM`): `series` holds one line per
 * trainer, at most `chartTrainerLines` of them (the trainers with most completed trainings over
 * the months shown, listed by name); `others` sums every other trainer's line (null when every
 * trainer has their own), and `totals` is the whole chain's (or the filter's) line.
 */
export const CompletedByMonth = Type.Object({
  months: Type.Array(Type.String({ pattern: '^\\d{4}-\\d{2}$' })),
  series: Type.Array(Type.Object({ trainer: NamedRef, counts: Type.Array(Type.Integer()) })),
  others: Type.Union([
    Type.Object({ trainerCount: Type.Integer({ minimum: 1 }), counts: Type.Array(Type.Integer()) }),
    Type.Null(),
  ]),
  totals: Type.Array(Type.Integer()),
});
export type CompletedByMonth = Static<typeof CompletedByMonth>;
