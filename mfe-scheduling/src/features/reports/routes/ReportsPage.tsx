import { useState } from 'react';
import type {
  RevenueReport,
  RevenueSortKey,
  TrainerPayReport,
  TrainerPaySortKey,
} from '@studio/contracts/reports';
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
import { PagedReportSection } from '../components/PagedReportSection';
import { ReportSection } from '../components/ReportSection';
import { revenueReport, trainerPayReport } from '../components/paged-reports';
import { usePagedReport } from '../hooks/use-paged-report';
import { recentMonthRange } from '../../../lib/month-range';
import { funnelView, liabilityView, retentionView, sessionsView } from '../utils/report-views';
import '../reports.css';
import { Page } from '@studio/shell-kit/ui/Page';

/** The twelve months up to this one, when the screen opens. */
const defaultMonths = 12;

/** /reports (admins): trainer pay, revenue, prepaid liability, sessions, retention and the trial funnel by month. */
export function ReportsPage() {
  const [range, setRange] = useState<MonthRange>(() => recentMonthRange(new Date(), defaultMonths));
  const trainerPay = usePagedReport<TrainerPayReport, TrainerPaySortKey>(
    useTrainerPayPagesInfiniteQuery,
    range,
    'month',
  );
  const revenue = usePagedReport<RevenueReport, RevenueSortKey>(
    useRevenuePagesInfiniteQuery,
    range,
    'month',
  );
  const liability = useLiabilityReportQuery(range);
  const sessions = useSessionsReportQuery(range);
  const retention = useRetentionReportQuery(range);
  const funnel = useFunnelReportQuery(range);

  return (
    <Page title="Reports" className="reports-page">
      <MonthRangePicker range={range} onChange={setRange} />
      <PagedReportSection definition={trainerPayReport} range={range} paged={trainerPay} />
      <PagedReportSection definition={revenueReport} range={range} paged={revenue} />
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
    </Page>
  );
}
