import Type, { type Static } from 'typebox';
import { NamedRef } from './training.js';
import { StatsFilterQuery, TrainingStats } from './training-stats.js';

/**
 * The 'Training Stats' table read lazily: `GET /api/training/stats/trainer-counts` answers each
 * trainer's counts only; each collapsible list fetches its dates when opened from
 * `GET /api/training/stats/trainers/:id/<list>` (`scheduled`, `completed`, `upcoming`). Both take
 * the same `trainerId` / `customerId` filters as the other statistics.
 */

export const TrainerCounts = Type.Object({ trainer: NamedRef, ...TrainingStats.properties });
export type TrainerCounts = Static<typeof TrainerCounts>;

export const TrainerCountsList = Type.Object({ trainers: Type.Array(TrainerCounts) });
export type TrainerCountsList = Static<typeof TrainerCountsList>;

export const StatsTrainerParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const trainerDateLists = ['scheduled', 'completed', 'upcoming'] as const;
export type TrainerDateList = (typeof trainerDateLists)[number];

export const TrainerDatesQuery = Type.Object(
  { customerId: StatsFilterQuery.properties.customerId },
  { additionalProperties: false },
);
export type TrainerDatesQuery = Static<typeof TrainerDatesQuery>;

/** The dates behind one count, oldest first. */
export const TrainerDates = Type.Object({
  dates: Type.Array(Type.String({ format: 'date-time' })),
});
export type TrainerDates = Static<typeof TrainerDates>;
