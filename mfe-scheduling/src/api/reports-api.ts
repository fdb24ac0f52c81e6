import type {
  LiabilityReport,
  RetentionReport,
  RevenueReport,
  SessionsReport,
  TrainerPayReport,
} from '@studio/contracts/reports';
import { schedulingApi } from './scheduling-api';

/** A report's months, `YYYY-MM` in the business time zone, both inclusive. */
export interface MonthRange {
  from: string;
  to: string;
}

export type ReportName = 'trainer-pay' | 'revenue' | 'liability' | 'sessions' | 'retention';

/** The CSV download of a report: the same route with `format=csv`, answered as an attachment. */
export function reportCsvUrl(name: ReportName, range: MonthRange): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, format: 'csv' });
  return `/api/reports/${name}?${query.toString()}`;
}

/** The admin Reports screen's figures (each from the service that owns them) and a trainer's own pay. */
export const reportsApi = schedulingApi.injectEndpoints({
  endpoints: (build) => ({
    trainerPayReport: build.query<TrainerPayReport, MonthRange>({
      query: (range) => ({ url: '/reports/trainer-pay', params: range }),
      providesTags: ['TrainingStats'],
    }),
    revenueReport: build.query<RevenueReport, MonthRange>({
      query: (range) => ({ url: '/reports/revenue', params: range }),
    }),
    liabilityReport: build.query<LiabilityReport, MonthRange>({
      query: (range) => ({ url: '/reports/liability', params: range }),
    }),
    sessionsReport: build.query<SessionsReport, MonthRange>({
      query: (range) => ({ url: '/reports/sessions', params: range }),
      providesTags: ['TrainingStats'],
    }),
    retentionReport: build.query<RetentionReport, MonthRange>({
      query: (range) => ({ url: '/reports/retention', params: range }),
      providesTags: ['TrainingStats'],
    }),
  }),
});

export const {
  useTrainerPayReportQuery,
  useRevenueReportQuery,
  useLiabilityReportQuery,
  useSessionsReportQuery,
  useRetentionReportQuery,
} = reportsApi;
