import type {
  CreatedTrainings,
  CreateTrainingBody,
  DeletedTraining,
  Training,
  TrainingRangeQuery,
  UpdateTrainingBody,
} from '@studio/contracts/training';
import { schedulingApi } from './scheduling-api';

const changesTrainings = ['Training', 'TrainingStats'] as const;
const changesBalances = [...changesTrainings, 'Customers'] as const;

/** The training calls of spec section 7, plus the visible-range list the calendar uses. */
export const trainingsApi = schedulingApi.injectEndpoints({
  endpoints: (build) => ({
    trainings: build.query<Training[], TrainingRangeQuery | void>({
      query: (range) => ({ url: '/training', params: range ?? undefined }),
      providesTags: ['Training'],
    }),
    unclaimedTrainings: build.query<Training[], void>({
      query: () => '/unclaimedtraining',
      providesTags: ['Training'],
    }),
    createTraining: build.mutation<Training | CreatedTrainings, CreateTrainingBody>({
      query: (body) => ({ url: '/training', method: 'POST', body }),
      invalidatesTags: [...changesTrainings],
    }),
    updateTraining: build.mutation<Training, { id: string; body: UpdateTrainingBody }>({
      query: ({ id, body }) => ({
        url: `/training/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [...changesTrainings],
    }),
    deleteTraining: build.mutation<DeletedTraining, string>({
      query: (id) => ({ url: `/training/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...changesBalances],
    }),
    claimTraining: build.mutation<Training, string>({
      query: (id) => ({
        url: `/claimtraining/${encodeURIComponent(id)}`,
        method: 'POST',
        body: { status: 'completed' },
      }),
      invalidatesTags: [...changesBalances],
    }),
    waiveLateCancel: build.mutation<Training, string>({
      query: (id) => ({
        url: `/training/${encodeURIComponent(id)}/waive-late-cancel`,
        method: 'POST',
      }),
      invalidatesTags: [...changesBalances],
    }),
  }),
});

export const {
  useTrainingsQuery,
  useUnclaimedTrainingsQuery,
  useCreateTrainingMutation,
  useUpdateTrainingMutation,
  useDeleteTrainingMutation,
  useClaimTrainingMutation,
  useWaiveLateCancelMutation,
} = trainingsApi;
