import type {
  LiabilityReport,
  RetentionReport,
  RevenueReport,
  SessionsReport,
  TrainerPayReport,
} from '@studio/contracts/reports';
import type { LineChartData } from '../../../components/chart/line-chart-option';
import { formatMonthYear } from '../../../lib/format-dates';
import { formatCents } from '../../../lib/format-money';

/** What one report shows: a chart and the table with every figure behind it. */
export interface ReportView {
  chart: LineChartData;
  table: { caption: string; columns: string[]; rows: Array<{ key: string; cells: string[] }> };
}

const dollarsValue = (cents: number) => Math.round(cents) / 100;

/** Per trainer, a month's figure summed over that trainer's rows of the month. */
function perTrainerSeries<Row extends { month: string; trainer: { _id: string; name: string } }>(
  months: string[],
  rows: Row[],
  value: (row: Row) => number,
): LineChartData['series'] {
  const trainers = new Map<string, { name: string; values: number[] }>();
  for (const row of rows) {
    const line = trainers.get(row.trainer._id) ?? {
      name: row.trainer.name,
      values: months.map(() => 0),
    };
    const index = months.indexOf(row.month);
    if (index >= 0) line.values[index] = (line.values[index] ?? 0) + value(row);
    trainers.set(row.trainer._id, line);
  }
  return [...trainers.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function trainerPayView(report: TrainerPayReport): ReportView {
  return {
    chart: {
      title: 'Trainer pay by month ($)',
      xLabels: report.months.map(formatMonthYear),
      series: perTrainerSeries(report.months, report.rows, (row) => dollarsValue(row.amountCents)),
    },
    table: {
      caption: 'Trainer pay',
      columns: ['Month', 'Trainer', 'Completed sessions', 'Rate per session', 'Pay'],
      rows: [
        ...report.rows.map((row, index) => ({
          key: `${row.month}-${row.trainer._id}-${index}`,
          cells: [
            formatMonthYear(row.month),
            row.trainer.name,
            String(row.completedSessions),
            row.ratePerSessionCents === null ? 'No rate set' : formatCents(row.ratePerSessionCents),
            formatCents(row.amountCents),
          ],
        })),
        ...report.totals.map((total) => ({
          key: `total-${total.month}`,
          cells: [
            formatMonthYear(total.month),
            'All trainers',
            String(total.completedSessions),
            '',
            formatCents(total.amountCents),
          ],
        })),
      ],
    },
  };
}

export function revenueView(report: RevenueReport): ReportView {
  return {
    chart: {
      title: 'Revenue by month ($)',
      xLabels: report.months.map(formatMonthYear),
      series: [
        { name: 'All trainers', values: report.totals.map((t) => dollarsValue(t.amountCents)) },
        ...perTrainerSeries(report.months, report.rows, (row) => dollarsValue(row.amountCents)),
      ],
    },
    table: {
      caption: 'Revenue',
      columns: ['Month', 'Trainer', 'Amount', 'Packages', 'Sessions sold'],
      rows: [
        ...report.rows.map((row) => ({
          key: `${row.month}-${row.trainer._id}`,
          cells: [
            formatMonthYear(row.month),
            row.trainer.name,
            formatCents(row.amountCents),
            String(row.packages),
            String(row.sessionsSold),
          ],
        })),
        ...report.totals.map((total) => ({
          key: `total-${total.month}`,
          cells: [
            formatMonthYear(total.month),
            'All trainers',
            formatCents(total.amountCents),
            String(total.packages),
            String(total.sessionsSold),
          ],
        })),
      ],
    },
  };
}

const pointLabel = (label: string) =>
  label === 'today' ? 'Today' : `End of ${formatMonthYear(label)}`;

export function liabilityView(report: LiabilityReport): ReportView {
  return {
    chart: {
      title: 'Prepaid sessions owed ($)',
      xLabels: report.points.map((point) => pointLabel(point.label)),
      series: [
        { name: 'Value owed', values: report.points.map((p) => dollarsValue(p.valueCents)) },
      ],
    },
    table: {
      caption: 'Prepaid liability',
      columns: ['As of', 'Sessions owed', 'Value'],
      rows: report.points.map((point) => ({
        key: point.label,
        cells: [pointLabel(point.label), String(point.sessions), formatCents(point.valueCents)],
      })),
    },
  };
}

export function sessionsView(report: SessionsReport): ReportView {
  const columns = [
    ['Completed', 'completed'],
    ['Late-cancelled', 'lateCancelled'],
    ['Expired', 'expired'],
    ['Deleted after scheduling', 'deletedAfterScheduling'],
  ] as const;
  return {
    chart: {
      title: 'Sessions by month',
      xLabels: report.rows.map((row) => formatMonthYear(row.month)),
      series: columns.map(([name, key]) => ({ name, values: report.rows.map((row) => row[key]) })),
    },
    table: {
      caption: 'Sessions',
      columns: ['Month', ...columns.map(([name]) => name)],
      rows: report.rows.map((row) => ({
        key: row.month,
        cells: [formatMonthYear(row.month), ...columns.map(([, key]) => String(row[key]))],
      })),
    },
  };
}

export function retentionView(report: RetentionReport): ReportView {
  const columns = [
    ['Active (30 days)', 'active30'],
    ['Active (90 days)', 'active90'],
    ['New', 'new'],
    ['Lapsed', 'lapsed'],
  ] as const;
  return {
    chart: {
      title: 'Customers by month',
      xLabels: report.rows.map((row) => formatMonthYear(row.month)),
      series: columns.map(([name, key]) => ({ name, values: report.rows.map((row) => row[key]) })),
    },
    table: {
      caption: 'Retention',
      columns: ['Month', ...columns.map(([name]) => name)],
      rows: report.rows.map((row) => ({
        key: row.month,
        cells: [formatMonthYear(row.month), ...columns.map(([, key]) => String(row[key]))],
      })),
    },
  };
}
