import type { Measurement } from '@studio/contracts/measurements';
import { describe, expect, it } from 'vitest';
import { progressCharts } from '@studio/shell-kit/progress-chart-data';
import { describeTrend } from '@studio/shell-kit/progress-format';

const entry = (date: string, values: Partial<Measurement>): Measurement => ({
  _id: date,
  date,
  version: 1,
  recordedBy: 'staff',
  recordedAt: `${date}T02:00:00.000Z`,
  ...values,
});

describe('the progress charts', () => {
  it('draw weight over its dates, and the tape measurements with gaps where one was not taken', () => {
    const charts = progressCharts([
      entry('2026-01-05', { weightKg: 82.4, waistCm: 90 }),
      entry('2026-02-20', { restingHr: 64 }),
      entry('2026-03-09', { weightKg: 79, hipsCm: 101 }),
    ]);
    expect(charts).toEqual([
      {
        title: 'Weight (kg)',
        xHeading: 'Date',
        yAxis: 'fit',
        xLabels: ['5 Jan 2026', '9 Mar 2026'],
        series: [{ name: 'Weight (kg)', values: [82.4, 79] }],
      },
      {
        title: 'Body measurements (cm)',
        xHeading: 'Date',
        yAxis: 'fit',
        xLabels: ['5 Jan 2026', '9 Mar 2026'],
        series: [
          { name: 'Waist (cm)', values: [90, null] },
          { name: 'Hips (cm)', values: [null, 101] },
        ],
      },
    ]);
  });

  it('draw nothing without the values', () => {
    expect(progressCharts([entry('2026-02-20', { restingHr: 64 })])).toEqual([]);
  });
});

describe('a trend in words', () => {
  it('says the latest value, the change since the first entry and over the last 30 days', () => {
    expect(
      describeTrend({
        field: 'weightKg',
        first: { date: '2026-01-05', value: 82.4 },
        latest: { date: '2026-03-09', value: 78.5 },
        sinceFirst: -3.9,
        last30Days: 0,
      }),
    ).toBe('Weight: 78.5 kg, −3.9 kg since 5 Jan 2026, no change in the last 30 days');
    expect(
      describeTrend({
        field: 'waistCm',
        first: { date: '2026-03-09', value: 90 },
        latest: { date: '2026-03-09', value: 90 },
        sinceFirst: 0,
        last30Days: null,
      }),
    ).toBe('Waist: 90 cm');
  });
});
