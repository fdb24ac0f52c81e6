import { describe, expect, it } from 'vitest';
import type { TrainerCounts } from '@studio/contracts/trainer-stats-lazy';
import { trainerRows } from './trainer-rows';

const bobStats: TrainerCounts = {
  trainer: { _id: 'b', name: 'Bob' },
  pastCount: 2,
  upcomingCount: 1,
  avgPastSessionsPerWeek: '0.23',
  scheduledCount: 0,
  completedCount: 2,
};

describe('trainerRows', () => {
  it('lists every trainer by name, with zeros for those without trainings', () => {
    const rows = trainerRows(
      [
        { _id: 'b', name: 'Bob' },
        { _id: 'a', name: 'Alice' },
      ],
      [bobStats],
      '',
    );
    expect(
      rows.map((row) => [row.trainer.name, row.pastCount, row.avgPastSessionsPerWeek]),
    ).toEqual([
      ['Alice', 0, '0.00'],
      ['Bob', 2, '0.23'],
    ]);
  });
  it('keeps only the selected trainer', () => {
    expect(
      trainerRows([{ _id: 'a', name: 'Alice' }], [bobStats], 'b').map((row) => row.trainer.name),
    ).toEqual(['Bob']);
  });
});
