import type { SortOrder } from '@studio/contracts/list-page';
import type {
  LiabilityReport,
  RetentionReport,
  RevenueReport,
  RevenueSortKey,
  SessionsReport,
  TrainerPayReport,
  TrainerPaySortKey,
} from '@studio/contracts/reports';
import type { FunnelReport } from '@studio/contracts/leads';
import { cursorPaging } from '@studio/shell-kit/cursor-pages';
import { schedulingApi } from './scheduling-api';

/** Rows of a report's per-trainer detail per page. */
const detailRowsPerPage = 50;

/** A report's months and the order of its per-trainer detail. */
export interface DetailRequest<SortKey extends string> extends MonthRange {
  sort: SortKey;
  order: SortOrder;
}

const detailPage = <SortKey extends string>(
  name: ReportName,
  request: DetailRequest<SortKey>,
  cursor: string | null,
) => ({
  url: `/reports/${name}`,
  params: {
    from: request.from,
    to: request.to,
    sort: request.sort,
    order: request.order,
    limit: String(detailRowsPerPage),
    ...(cursor ? { cursor } : {}),
  },
});

/** A report's months, `YYYY-MM` in the business time zone, both inclusive. */
export interface MonthRange {
  from: string;
  to: string;
}

export type ReportName =
  'trainer-pay' | 'revenue' | 'liability' | 'sessions' | 'retention' | 'funnel';

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
    /** The Reports screen's trainer pay: every month total, the detail a page at a time. */
    trainerPayPages: build.infiniteQuery<
      TrainerPayReport,
      DetailRequest<TrainerPaySortKey>,
      string | null
    >({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => detailPage('trainer-pay', queryArg, pageParam),
      providesTags: ['TrainingStats'],
    }),
    revenuePages: build.infiniteQuery<RevenueReport, DetailRequest<RevenueSortKey>, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => detailPage('revenue', queryArg, pageParam),
    }),
    liabilityReport: build.query<LiabilityReport, MonthRange>({
      query: (range) => ({ url: '/reports/liability', params: range }),
    }),
    sessionsReport: build.query<SessionsReport, MonthRange>({
      query: (range) => ({ url: '/reports/sessions', params: range }),
      providesTags: ['TrainingStats'],
    }),
    funnelReport: build.query<FunnelReport, MonthRange>({
      query: (range) => ({ url: '/reports/funnel', params: range }),
    }),
    retentionReport: build.query<RetentionReport, MonthRange>({
      query: (range) => ({ url: '/reports/retention', params: range }),
      providesTags: ['TrainingStats'],
    }),
  }),
});

export const {
  useTrainerPayReportQuery,
  useTrainerPayPagesInfiniteQuery,
  useRevenuePagesInfiniteQuery,
  useLiabilityReportQuery,
  useSessionsReportQuery,
  useRetentionReportQuery,
  useFunnelReportQuery,
} = reportsApi;
