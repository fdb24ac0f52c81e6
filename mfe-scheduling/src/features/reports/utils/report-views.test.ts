import { describe, expect, it } from 'vitest';
import { funnelView, liabilityView, trainerPayView } from './report-views';

const alice = { _id: '00000000-0000-4000-8000-000000000001', name: 'Alice' };

describe('report views', () => {
  it("draws and lists trainer pay's month totals (the detail is the paged table's)", () => {
    const view = trainerPayView({
      months: ['2026-04', '2026-05'],
      rows: [
        {
          month: '2026-05',
          trainer: alice,
          completedSessions: 1,
          ratePerSessionCents: 5000,
          amountCents: 5000,
        },
      ],
      totals: [
        { month: '2026-04', completedSessions: 0, amountCents: 0 },
        { month: '2026-05', completedSessions: 3, amountCents: 17000 },
      ],
      nextCursor: 'more',
    });
    expect(view.chart.series).toEqual([{ name: 'All trainers', values: [0, 170] }]);
    expect(view.table.rows.map((row) => row.cells)).toEqual([
      ['Apr 2026', '0', '$0.00'],
      ['May 2026', '3', '$170.00'],
    ]);
  });

  it('labels liability points by month end and today', () => {
    const view = liabilityView({
      months: ['2026-04'],
      points: [
        { label: '2026-04', asOf: '2026-04-30T15:59:59.999Z', sessions: 12, valueCents: 70000 },
        { label: 'today', asOf: '2026-05-10T02:00:00.000Z', sessions: 10, valueCents: 57550 },
      ],
    });
    expect(view.table.rows.map((row) => row.cells)).toEqual([
      ['End of Apr 2026', '12', '$700.00'],
      ['Today', '10', '$575.50'],
    ]);
  });

  it('adds up the funnel of every source per month for the chart and lists each source', () => {
    const row = {
      visitors: 0,
      whatsappClicks: 0,
      holds: 0,
      paid: 0,
      attended: 0,
      converted: 0,
      conversionRate: null,
      medianDaysToConvert: null,
      firstPackageRevenueCents: 0,
    };
    const view = funnelView({
      months: ['2026-11', '2026-12'],
      rows: [
        { ...row, month: '2026-12', source: 'direct', visitors: 3, holds: 1 },
        {
          ...row,
          month: '2026-12',
          source: 'instagram',
          visitors: 5,
          holds: 2,
          paid: 1,
          attended: 1,
          converted: 1,
          conversionRate: 0.5,
          medianDaysToConvert: 3,
          firstPackageRevenueCents: 120000,
        },
      ],
    });
    expect(view.chart.series.map((series) => [series.name, series.values])).toEqual([
      ['Visitors', [0, 8]],
      ['Holds', [0, 3]],
      ['Paid trials', [0, 1]],
      ['Converted', [0, 1]],
    ]);
    expect(view.table.rows[1]!.cells.slice(1, 10)).toEqual([
      'instagram',
      '5',
      '0',
      '2',
      '1',
      '1',
      '1',
      '50.0%',
      '3',
    ]);
  });
});
