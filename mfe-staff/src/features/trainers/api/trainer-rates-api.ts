import type { NewTrainerRate, TrainerRate, TrainerRateList } from '@studio/contracts/reports';
import { baseApi } from '@studio/shell-kit/api';

/** Trainers' pay per session, each from its start date (training service). */
export const trainerRatesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['TrainerRates'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Every trainer's rates in one call, shared by every row of the Trainers table. */
      trainerRates: build.query<TrainerRateList, void>({
        query: () => '/trainer-rates',
        providesTags: ['TrainerRates'],
      }),
      addTrainerRate: build.mutation<TrainerRate, NewTrainerRate>({
        query: (body) => ({ url: '/trainer-rates', method: 'POST', body }),
        invalidatesTags: ['TrainerRates'],
      }),
    }),
  });

export const { useTrainerRatesQuery, useAddTrainerRateMutation } = trainerRatesApi;
