import { defaultPageSize } from '@studio/contracts/list-page';
import type {
  TrainerCounts,
  TrainerCountsPage,
  TrainerCountsQuery,
  TrainerCountsSortKey,
} from '@studio/contracts/trainer-stats-lazy';
import { pageOfRows } from '@studio/service-kit/rows-page';
import { averagePastSessions } from '../domain/average.js';
import type { StatsCounts } from './stats-queries.js';

export type CountsRow = StatsCounts & { trainerId: string };

const zeroCounts: StatsCounts = {
  pastCount: 0,
  upcomingCount: 0,
  scheduledCount: 0,
  completedCount: 0,
};

/**
 * One page of the 'Training Stats' table: the counted rows plus a zero row for each trainer in
 * `everyone` without one, named, sorted by the chosen column (ties by name, then id) and cut after
 * the cursor. Every trainer's counts come from one statement whose cost follows the number of
 * trainers; what the browser receives is one page.
 */
export function trainerCountsPage(
  counted: readonly CountsRow[],
  everyone: readonly string[],
  nameOf: (trainerId: string) => string,
  query: TrainerCountsQuery,
): TrainerCountsPage {
  const rows = new Map<string, CountsRow>(counted.map((row) => [row.trainerId, row]));
  for (const trainerId of everyone)
    if (!rows.has(trainerId)) rows.set(trainerId, { trainerId, ...zeroCounts });
  const named: TrainerCounts[] = [...rows.values()].map(({ trainerId, ...counts }) => ({
    trainer: { _id: trainerId, name: nameOf(trainerId) },
    avgPastSessionsPerWeek: averagePastSessions(counts.pastCount),
    ...counts,
  }));
  return pageOfRows<TrainerCounts, TrainerCountsSortKey>(named, query, {
    defaultSort: 'trainer',
    defaultLimit: defaultPageSize,
    // The average is the past count over a fixed divisor: it sorts exactly as the past count does.
    sortValue: {
      trainer: (row) => row.trainer.name,
      pastCount: (row) => row.pastCount,
      avgPastSessionsPerWeek: (row) => row.pastCount,
      upcomingCount: (row) => row.upcomingCount,
    },
    tieBreak: (row) => [row.trainer.name, row.trainer._id],
  });
}
