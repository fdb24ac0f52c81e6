import type {
  CreatedTrainings,
  CreateTrainingBody,
  DeletedTraining,
  Training,
  TrainingPage,
  TrainingRangeQuery,
  UpdateTrainingBody,
} from '@studio/contracts/training';
import type { UnclaimedPage } from '@studio/contracts/unclaimed-page';
import { cursorPaging } from '@studio/shell-kit/cursor-pages';
import { schedulingApi } from './scheduling-api';

/** Rows per page of the unclaimed review. */
const unclaimedPerPage = 50;

const changesTrainings = ['Training', 'TrainingStats'] as const;
const changesBalances = [...changesTrainings, 'Customers'] as const;

/**
 * The training calls of spec section 7, in the paged forms the screens use: the calendar's visible
 * range (filtered by trainer or customer on the server, first page only) and the unclaimed review.
 */
export const trainingsApi = schedulingApi.injectEndpoints({
  endpoints: (build) => ({
    trainingsInRange: build.query<TrainingPage, TrainingRangeQuery>({
      query: (params) => ({ url: '/training', params }),
      providesTags: ['Training'],
    }),
    unclaimedTrainings: build.infiniteQuery<UnclaimedPage, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => ({
        url: '/unclaimedtraining',
        params: { limit: String(unclaimedPerPage), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
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
  useTrainingsInRangeQuery,
  useUnclaimedTrainingsInfiniteQuery,
  useCreateTrainingMutation,
  useUpdateTrainingMutation,
  useDeleteTrainingMutation,
  useClaimTrainingMutation,
  useWaiveLateCancelMutation,
} = trainingsApi;
