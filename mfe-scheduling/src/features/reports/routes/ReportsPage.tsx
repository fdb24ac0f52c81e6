import { useState } from 'react';
import {
  useLiabilityReportQuery,
  useRetentionReportQuery,
  useRevenueReportQuery,
  useSessionsReportQuery,
  useTrainerPayReportQuery,
  type MonthRange,
} from '../../../api/reports-api';
import { LapsedCustomers } from '../components/LapsedCustomers';
import { MonthRangePicker } from '../components/MonthRangePicker';
import { ReportSection } from '../components/ReportSection';
import { recentMonthRange } from '../../../lib/month-range';
import {
  liabilityView,
  retentionView,
  revenueView,
  sessionsView,
  trainerPayView,
} from '../utils/report-views';
import '../reports.css';

/** The twelve months up to this one, when the screen opens. */
const defaultMonths = 12;

/** /reports (admins): trainer pay, revenue, prepaid liability, sessions and retention by month. */
export function ReportsPage() {
  const [range, setRange] = useState<MonthRange>(() => recentMonthRange(new Date(), defaultMonths));
  const trainerPay = useTrainerPayReportQuery(range);
  const revenue = useRevenueReportQuery(range);
  const liability = useLiabilityReportQuery(range);
  const sessions = useSessionsReportQuery(range);
  const retention = useRetentionReportQuery(range);

  return (
    <div className="reports-page">
      <h1>Reports</h1>
      <MonthRangePicker range={range} onChange={setRange} />
      <ReportSection
        title="Trainer pay"
        name="trainer-pay"
        range={range}
        result={trainerPay}
        view={trainerPayView}
      />
      <ReportSection
        title="Revenue"
        name="revenue"
        range={range}
        result={revenue}
        view={revenueView}
      />
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
    </div>
  );
}
