import type {
  CompletedByMonth,
  StatsFilterQuery,
  TrainingStats,
} from '@studio/contracts/training-stats';
import type {
  TrainerCountsList,
  TrainerCountsPage,
  TrainerCountsSortKey,
  TrainerDateList,
  TrainerDates,
} from '@studio/contracts/trainer-stats-lazy';
import type { SortOrder } from '@studio/contracts/list-page';
import { cursorPaging } from '@studio/shell-kit/cursor-pages';
import { schedulingApi } from './scheduling-api';

/** Rows per page of the 'Training Stats' table. */
const trainersPerPage = 50;

export interface TrainerCountsRequest {
  sort: TrainerCountsSortKey;
  order: SortOrder;
  /** One trainer's row only; empty for every trainer. */
  trainerId: string;
}

/** Aggregates counted by the training service (business time zone, 90-day windows). */
export const trainingStatsApi = schedulingApi.injectEndpoints({
  endpoints: (build) => ({
    trainingSummary: build.query<TrainingStats, StatsFilterQuery>({
      query: (filter) => ({ url: '/training/stats/summary', params: filter }),
      providesTags: ['TrainingStats'],
    }),
    /** The 'Training Stats' table's counts, without the dates behind them. */
    trainerCounts: build.query<TrainerCountsList, StatsFilterQuery>({
      query: (filter) => ({ url: '/training/stats/trainer-counts', params: filter }),
      providesTags: ['TrainingStats'],
    }),
    /** The 'Training Stats' table a page at a time, sorted by the server. */
    trainerCountsPage: build.infiniteQuery<TrainerCountsPage, TrainerCountsRequest, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => ({
        url: '/training/stats/trainer-counts',
        params: {
          sort: queryArg.sort,
          order: queryArg.order,
          limit: String(trainersPerPage),
          ...(queryArg.trainerId ? { trainerId: queryArg.trainerId } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: ['TrainingStats'],
    }),
    /** One collapsible list's dates, read when it is opened. */
    trainerDates: build.query<TrainerDates, { trainerId: string; list: TrainerDateList }>({
      query: ({ trainerId, list }) =>
        `/training/stats/trainers/${encodeURIComponent(trainerId)}/${list}`,
      providesTags: ['TrainingStats'],
    }),
    completedByMonth: build.query<CompletedByMonth, StatsFilterQuery>({
      query: (filter) => ({ url: '/training/stats/completed-by-month', params: filter }),
      providesTags: ['TrainingStats'],
    }),
  }),
});

export const {
  useTrainingSummaryQuery,
  useTrainerCountsQuery,
  useTrainerCountsPageInfiniteQuery,
  useTrainerDatesQuery,
  useCompletedByMonthQuery,
} = trainingStatsApi;
