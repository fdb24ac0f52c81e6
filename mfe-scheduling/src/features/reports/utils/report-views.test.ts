import { describe, expect, it } from 'vitest';
import { liabilityView, trainerPayView } from './report-views';

const alice = { _id: '00000000-0000-4000-8000-000000000001', name: 'Alice' };

describe('report views', () => {
  it("sums a trainer's rows of a month into one chart point and lists every row and total", () => {
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
        {
          month: '2026-05',
          trainer: alice,
          completedSessions: 2,
          ratePerSessionCents: 6000,
          amountCents: 12000,
        },
      ],
      totals: [
        { month: '2026-04', completedSessions: 0, amountCents: 0 },
        { month: '2026-05', completedSessions: 3, amountCents: 17000 },
      ],
    });
    expect(view.chart.series).toEqual([{ name: 'Alice', values: [0, 170] }]);
    expect(view.table.rows.map((row) => row.cells)).toEqual([
      ['May 2026', 'Alice', '1', '$50.00', '$50.00'],
      ['May 2026', 'Alice', '2', '$60.00', '$120.00'],
      ['Apr 2026', 'All trainers', '0', '', '$0.00'],
      ['May 2026', 'All trainers', '3', '', '$170.00'],
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
});
