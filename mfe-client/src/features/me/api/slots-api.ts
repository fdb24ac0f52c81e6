import { baseApi } from '@studio/shell-kit/api';
import type { Slots } from '@studio/contracts/availability';
import type { MyTraining } from '@studio/contracts/my-trainings';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['MySlots', 'MyTrainings'] });

/** Open times the customer may book, and booking or moving a session into one (issue 26). */
export const slotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    mySlots: build.query<Slots, { from: string; to: string }>({
      query: ({ from, to }) => `/me/slots?from=${from}&to=${to}`,
      providesTags: ['MySlots'],
    }),
    bookMyTraining: build.mutation<MyTraining, { start: string; trainerId: string }>({
      query: (body) => ({ url: '/me/trainings', method: 'POST', body }),
      invalidatesTags: ['MySlots', 'MyTrainings'],
    }),
    rescheduleMyTraining: build.mutation<MyTraining, { id: string; start: string }>({
      query: ({ id, start }) => ({
        url: `/me/trainings/${encodeURIComponent(id)}/reschedule`,
        method: 'POST',
        body: { start },
      }),
      invalidatesTags: ['MySlots', 'MyTrainings'],
    }),
  }),
});

export const { useMySlotsQuery, useBookMyTrainingMutation, useRescheduleMyTrainingMutation } =
  slotsApi;
