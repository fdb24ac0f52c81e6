import type { TrainerCounts } from '@studio/contracts/trainer-stats-lazy';

interface Person {
  _id: string;
  name: string;
}

const emptyRow = (trainer: Person): TrainerCounts => ({
  trainer: { _id: trainer._id, name: trainer.name },
  pastCount: 0,
  upcomingCount: 0,
  avgPastSessionsPerWeek: '0.00',
  scheduledCount: 0,
  completedCount: 0,
});

/**
 * One row per trainer (every trainer account, plus anyone else with trainings in the windows),
 * by name; only the chosen trainer when one is selected.
 */
export function trainerRows(
  trainers: readonly Person[],
  stats: TrainerCounts[],
  selectedId: string,
): TrainerCounts[] {
  const byId = new Map(stats.map((row) => [row.trainer._id, row]));
  for (const trainer of trainers)
    if (!byId.has(trainer._id)) byId.set(trainer._id, emptyRow(trainer));
  return [...byId.values()]
    .filter((row) => !selectedId || row.trainer._id === selectedId)
    .sort((a, b) => a.trainer.name.localeCompare(b.trainer.name));
}
