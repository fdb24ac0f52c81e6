import { baseApi } from '@studio/shell-kit/api';
import type {
  TrainerOptions,
  TrainerOptionsPage,
  TrainerOptionsQuery,
} from '@studio/contracts/trainer-options';

/**
 * `GET /api/users/options` (staff): the trainers who may be given customers and sessions (approved
 * trainer accounts only, not pending or rejected ones), by name: the staff screens' trainer choices.
 * `trainerOptionPage` is one searched page of them, for the searchable trainer choice.
 */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    trainerOptions: build.query<TrainerOptions, void>({
      query: () => '/users/options',
      providesTags: ['Users'],
    }),
    trainerOptionPage: build.query<TrainerOptionsPage, TrainerOptionsQuery>({
      query: (params) => ({ url: '/users/options', params }),
      providesTags: ['Users'],
    }),
  }),
});

export const { useTrainerOptionsQuery, useTrainerOptionPageQuery } = usersApi;
