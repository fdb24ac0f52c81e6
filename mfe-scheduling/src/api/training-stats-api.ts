import type {
  CompletedByMonth,
  StatsFilterQuery,
  TrainingStats,
} from '@studio/contracts/training-stats';
import type {
  TrainerCountsList,
  TrainerDateList,
  TrainerDates,
} from '@studio/contracts/trainer-stats-lazy';
import { schedulingApi } from './scheduling-api';

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
  useTrainerDatesQuery,
  useCompletedByMonthQuery,
} = trainingStatsApi;
