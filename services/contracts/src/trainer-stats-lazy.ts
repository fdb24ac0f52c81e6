import Type, { type Static } from 'typebox';
import { ListPage, pageQueryFields } from './list-page.js';
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

/**
 * The table's paged form of `trainer-counts` (any of `sort`, `order`, `limit`, `cursor` given):
 * `{ items: TrainerCounts[], nextCursor }`, every trainer account (with zeros when they have no
 * training in either window) plus anyone else with trainings there, sorted on the server. The
 * average follows the past count, so it sorts as `pastCount` does; ties go by name, then id.
 */
export const TrainerCountsSortKey = Type.Union([
  Type.Literal('trainer'),
  Type.Literal('pastCount'),
  Type.Literal('avgPastSessionsPerWeek'),
  Type.Literal('upcomingCount'),
]);
export type TrainerCountsSortKey = Static<typeof TrainerCountsSortKey>;

export const TrainerCountsQuery = Type.Object(
  {
    ...StatsFilterQuery.properties,
    sort: Type.Optional(TrainerCountsSortKey),
    order: pageQueryFields.order,
    limit: pageQueryFields.limit,
    cursor: pageQueryFields.cursor,
  },
  { additionalProperties: false },
);
export type TrainerCountsQuery = Static<typeof TrainerCountsQuery>;

export const TrainerCountsPage = ListPage(TrainerCounts);
export type TrainerCountsPage = Static<typeof TrainerCountsPage>;

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
