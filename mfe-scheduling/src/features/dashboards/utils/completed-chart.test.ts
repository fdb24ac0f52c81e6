import { describe, expect, it } from 'vitest';
import { completedChart } from './completed-chart';

const months = ['2025-01', '2025-02'];

describe('completedChart', () => {
  it('draws one line per trainer, and nothing else, when every trainer has their own', () => {
    const chart = completedChart({
      months,
      series: [{ trainer: { _id: 't1', name: 'Alice' }, counts: [1, 2] }],
      others: null,
      totals: [1, 2],
    });
    expect(chart.title).toBe('Number of Completed Trainings by Month');
    expect(chart.xLabels).toHaveLength(2);
    expect(chart.series).toEqual([{ name: 'Alice', values: [1, 2] }]);
  });

  it("adds the chain's total first and the rest summed as Others last for a chain", () => {
    const chart = completedChart({
      months,
      series: [{ trainer: { _id: 't1', name: 'Alice' }, counts: [3, 4] }],
      others: { trainerCount: 490, counts: [10, 20] },
      totals: [13, 24],
    });
    expect(chart.series).toEqual([
      { name: 'All trainers (total)', values: [13, 24] },
      { name: 'Alice', values: [3, 4] },
      { name: 'Others', values: [10, 20] },
    ]);
  });

  it('is empty before the answer arrives', () => {
    expect(completedChart(undefined)).toMatchObject({ xLabels: [], series: [] });
  });
});
