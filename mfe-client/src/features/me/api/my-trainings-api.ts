import { baseApi } from '@studio/shell-kit/api';
import type {
  CancelledTraining as CancelResult,
  MyTrainings,
} from '@studio/contracts/my-trainings';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['MyTrainings', 'MyCustomer'] });

/** The customer's sessions; a cancel changes them and, when late, the balance. */
export const myTrainingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myTrainings: build.query<MyTrainings, void>({
      query: () => '/me/trainings',
      providesTags: ['MyTrainings'],
    }),
    cancelMyTraining: build.mutation<CancelResult, string>({
      query: (id) => ({ url: `/me/trainings/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: ['MyTrainings', 'MyCustomer'],
    }),
  }),
});

export const { useMyTrainingsQuery, useCancelMyTrainingMutation } = myTrainingsApi;
