import type { Measurement } from '@studio/contracts/measurements';
import { describe, expect, it } from 'vitest';
import { measurementTrends } from '../src/domain/measurement-trends.js';

const entry = (date: string, values: Partial<Measurement>): Measurement => ({
  _id: date,
  date,
  version: 1,
  recordedBy: 'staff',
  recordedAt: `${date}T02:00:00.000Z`,
  ...values,
});

describe('measurement trends', () => {
  it('compares the last 30 days with the last value on or before their start', () => {
    const [weight] = measurementTrends(
      [
        entry('2026-01-01', { weightKg: 90 }),
        entry('2026-02-08', { weightKg: 88.2 }),
        entry('2026-02-20', { weightKg: 87.1 }),
        entry('2026-03-10', { weightKg: 86.4 }),
      ],
      '2026-03-10',
    );
    expect(weight).toEqual({
      field: 'weightKg',
      first: { date: '2026-01-01', value: 90 },
      latest: { date: '2026-03-10', value: 86.4 },
      sinceFirst: -3.6,
      // 2026-02-08 is exactly 30 days before 2026-03-10: the window's start.
      last30Days: -1.8,
    });
  });

  it('starts from the first value inside the window when there is none before it', () => {
    const [waist] = measurementTrends(
      [entry('2026-02-20', { waistCm: 92 }), entry('2026-03-01', { waistCm: 90.5 })],
      '2026-03-10',
    );
    expect(waist).toMatchObject({ sinceFirst: -1.5, last30Days: -1.5 });
  });

  it('has no 30-day change without an entry in the window, or with a single value', () => {
    expect(
      measurementTrends(
        [entry('2025-12-01', { weightKg: 80 }), entry('2026-01-01', { weightKg: 79 })],
        '2026-03-10',
      )[0]!.last30Days,
    ).toBeNull();
    expect(
      measurementTrends([entry('2026-03-09', { weightKg: 80 })], '2026-03-10')[0],
    ).toMatchObject({ sinceFirst: 0, last30Days: null });
  });

  it('leaves out values never recorded and skips entries without the value', () => {
    const trends = measurementTrends(
      [
        entry('2026-01-01', { weightKg: 80, restingHr: 70 }),
        entry('2026-02-01', { waistCm: 85 }),
        entry('2026-03-01', { weightKg: 78.8 }),
      ],
      '2026-03-10',
    );
    expect(trends.map((trend) => trend.field)).toEqual(['weightKg', 'waistCm', 'restingHr']);
    expect(trends[0]).toMatchObject({ sinceFirst: -1.2 });
  });
});
