import { useState } from 'react';
import type {
  RevenueReport,
  RevenueSortKey,
  TrainerPayReport,
  TrainerPaySortKey,
} from '@studio/contracts/reports';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import {
  useFunnelReportQuery,
  useLiabilityReportQuery,
  useRetentionReportQuery,
  useRevenuePagesInfiniteQuery,
  useSessionsReportQuery,
  useTrainerPayPagesInfiniteQuery,
  type MonthRange,
} from '../../../api/reports-api';
import { LapsedCustomers } from '../components/LapsedCustomers';
import { MonthRangePicker } from '../components/MonthRangePicker';
import { ReportDetailTable } from '../components/ReportDetailTable';
import { ReportSection } from '../components/ReportSection';
import {
  detailRowLabel,
  revenueColumns,
  revenueRowId,
  trainerPayColumns,
  trainerPayRowId,
} from '../components/report-detail-columns';
import { useReportDetail } from '../hooks/use-report-detail';
import { recentMonthRange } from '../../../lib/month-range';
import {
  funnelView,
  liabilityView,
  retentionView,
  revenueView,
  sessionsView,
  trainerPayView,
} from '../utils/report-views';
import '../reports.css';

/** The twelve months up to this one, when the screen opens. */
const defaultMonths = 12;

/** /reports (admins): trainer pay, revenue, prepaid liability, sessions, retention and the trial funnel by month. */
export function ReportsPage() {
  const [range, setRange] = useState<MonthRange>(() => recentMonthRange(new Date(), defaultMonths));
  const payOrder = useServerSort<TrainerPaySortKey>('month');
  const trainerPay = useReportDetail<TrainerPayReport>(
    useTrainerPayPagesInfiniteQuery({ ...range, sort: payOrder.key, order: payOrder.order }),
  );
  const revenueOrder = useServerSort<RevenueSortKey>('month');
  const revenue = useReportDetail<RevenueReport>(
    useRevenuePagesInfiniteQuery({ ...range, sort: revenueOrder.key, order: revenueOrder.order }),
  );
  const liability = useLiabilityReportQuery(range);
  const sessions = useSessionsReportQuery(range);
  const retention = useRetentionReportQuery(range);
  const funnel = useFunnelReportQuery(range);

  return (
    <div className="reports-page">
      <h1>Reports</h1>
      <MonthRangePicker range={range} onChange={setRange} />
      <ReportSection
        title="Trainer pay"
        name="trainer-pay"
        range={range}
        result={trainerPay.report}
        view={trainerPayView}
      >
        {() => (
          <ReportDetailTable
            label="Trainer pay by trainer"
            columns={trainerPayColumns}
            list={trainerPay.rows}
            sort={payOrder}
            rowId={trainerPayRowId}
            rowLabel={detailRowLabel}
          />
        )}
      </ReportSection>
      <ReportSection
        title="Revenue"
        name="revenue"
        range={range}
        result={revenue.report}
        view={revenueView}
      >
        {() => (
          <ReportDetailTable
            label="Revenue by trainer"
            columns={revenueColumns}
            list={revenue.rows}
            sort={revenueOrder}
            rowId={revenueRowId}
            rowLabel={detailRowLabel}
          />
        )}
      </ReportSection>
      <ReportSection
        title="Prepaid liability"
        name="liability"
        range={range}
        result={liability}
        view={liabilityView}
      />
      <ReportSection
        title="Sessions"
        name="sessions"
        range={range}
        result={sessions}
        view={sessionsView}
      />
      <ReportSection
        title="Retention"
        name="retention"
        range={range}
        result={retention}
        view={retentionView}
      >
        {(report) => <LapsedCustomers customers={report.lapsedCustomers} />}
      </ReportSection>
      <ReportSection
        title="Trial funnel"
        name="funnel"
        range={range}
        result={funnel}
        view={funnelView}
      />
    </div>
  );
}
