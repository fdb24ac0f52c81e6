import { baseApi } from '@studio/shell-kit/api';
import type { TrainerOptions } from '@studio/contracts/trainer-options';

/**
 * `GET /api/users/options` (staff): the trainers who may be given customers and sessions (approved
 * trainer accounts only, not pending or rejected ones), by name: the staff screens' trainer choices.
 */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    trainerOptions: build.query<TrainerOptions, void>({
      query: () => '/users/options',
      providesTags: ['Users'],
    }),
  }),
});

export const { useTrainerOptionsQuery } = usersApi;
