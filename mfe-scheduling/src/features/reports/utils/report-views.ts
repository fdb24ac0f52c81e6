import type {
  LiabilityReport,
  RetentionReport,
  RevenueReport,
  SessionsReport,
  TrainerPayReport,
} from '@studio/contracts/reports';
import type { FunnelReport } from '@studio/contracts/leads';
import type { LineChartData } from '@studio/shell-kit/charts/line-chart-option';
import { formatMonthYear } from '../../../lib/format-dates';
import { formatCents } from '../../../lib/format-money';

/** What one report shows: a chart and the table with every figure behind it. */
export interface ReportView {
  chart: LineChartData;
  table: { caption: string; columns: string[]; rows: Array<{ key: string; cells: string[] }> };
}

const dollarsValue = (cents: number) => Math.round(cents) / 100;

/**
 * Trainer pay by month for the whole studio or chain: the chart and the month totals (each
 * trainer's rows are the detail table's, a page at a time).
 */
export function trainerPayView(report: TrainerPayReport): ReportView {
  return {
    chart: {
      title: 'Trainer pay by month ($)',
      xLabels: report.months.map(formatMonthYear),
      series: [
        { name: 'All trainers', values: report.totals.map((t) => dollarsValue(t.amountCents)) },
      ],
    },
    table: {
      caption: 'Trainer pay',
      columns: ['Month', 'Completed sessions', 'Pay'],
      rows: report.totals.map((total) => ({
        key: total.month,
        cells: [
          formatMonthYear(total.month),
          String(total.completedSessions),
          formatCents(total.amountCents),
        ],
      })),
    },
  };
}

/** Revenue by month for the whole studio or chain (each trainer's rows are the detail table's). */
export function revenueView(report: RevenueReport): ReportView {
  return {
    chart: {
      title: 'Revenue by month ($)',
      xLabels: report.months.map(formatMonthYear),
      series: [
        { name: 'All trainers', values: report.totals.map((t) => dollarsValue(t.amountCents)) },
      ],
    },
    table: {
      caption: 'Revenue',
      columns: ['Month', 'Amount', 'Packages', 'Sessions sold'],
      rows: report.totals.map((total) => ({
        key: total.month,
        cells: [
          formatMonthYear(total.month),
          formatCents(total.amountCents),
          String(total.packages),
          String(total.sessionsSold),
        ],
      })),
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

/** The trial funnel (issue 27): per month and source, from a `/trial` visit to a package. */
export function funnelView(report: FunnelReport): ReportView {
  const totals = (key: 'visitors' | 'holds' | 'paid' | 'converted') =>
    report.months.map((month) =>
      report.rows.filter((row) => row.month === month).reduce((sum, row) => sum + row[key], 0),
    );
  return {
    chart: {
      title: 'Trial funnel by month',
      xLabels: report.months.map(formatMonthYear),
      series: [
        { name: 'Visitors', values: totals('visitors') },
        { name: 'Holds', values: totals('holds') },
        { name: 'Paid trials', values: totals('paid') },
        { name: 'Converted', values: totals('converted') },
      ],
    },
    table: {
      caption: 'Trial funnel',
      columns: [
        'Month',
        'Source',
        'Visitors',
        'WhatsApp clicks',
        'Holds',
        'Paid',
        'Attended',
        'Converted',
        'Conversion rate',
        'Median days to convert',
        'First package revenue',
      ],
      rows: report.rows.map((row) => ({
        key: `${row.month}-${row.source}`,
        cells: [
          formatMonthYear(row.month),
          row.source,
          String(row.visitors),
          String(row.whatsappClicks),
          String(row.holds),
          String(row.paid),
          String(row.attended),
          String(row.converted),
          row.conversionRate === null ? '—' : `${(row.conversionRate * 100).toFixed(1)}%`,
          row.medianDaysToConvert === null ? '—' : String(row.medianDaysToConvert),
          formatCents(row.firstPackageRevenueCents),
        ],
      })),
    },
  };
}
