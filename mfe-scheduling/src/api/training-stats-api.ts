import type {
  CompletedByMonth,
  StatsFilterQuery,
  TrainerStatsList,
  TrainingStats,
} from '@studio/contracts/training-stats';
import { schedulingApi } from './scheduling-api';

/** Aggregates counted by the training service (business time zone, 90-day windows). */
export const trainingStatsApi = schedulingApi.injectEndpoints({
  endpoints: (build) => ({
    trainingSummary: build.query<TrainingStats, StatsFilterQuery>({
      query: (filter) => ({ url: '/training/stats/summary', params: filter }),
      providesTags: ['TrainingStats'],
    }),
    trainerStats: build.query<TrainerStatsList, StatsFilterQuery>({
      query: (filter) => ({ url: '/training/stats/trainers', params: filter }),
      providesTags: ['TrainingStats'],
    }),
    completedByMonth: build.query<CompletedByMonth, StatsFilterQuery>({
      query: (filter) => ({ url: '/training/stats/completed-by-month', params: filter }),
      providesTags: ['TrainingStats'],
    }),
  }),
});

export const { useTrainingSummaryQuery, useTrainerStatsQuery, useCompletedByMonthQuery } =
  trainingStatsApi;
