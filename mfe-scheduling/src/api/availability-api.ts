import type { Availability, AvailabilityChange } from '@studio/contracts/availability';
import { schedulingApi } from './scheduling-api';

const api = schedulingApi.enhanceEndpoints({ addTagTypes: ['Availability'] });

/** A trainer's published hours (issue 26): their own, or anyone's for an admin. */
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    availability: build.query<Availability, string>({
      query: (trainerId) => `/trainers/${encodeURIComponent(trainerId)}/availability`,
      providesTags: (_result, _error, trainerId) => [{ type: 'Availability', id: trainerId }],
    }),
    saveAvailability: build.mutation<Availability, { trainerId: string } & AvailabilityChange>({
      query: ({ trainerId, ...body }) => ({
        url: `/trainers/${encodeURIComponent(trainerId)}/availability`,
        method: 'PUT',
        body,
      }),
      // The answer is the whole availability as stored: it replaces the cached one, so the
      // screen keeps its form (and its "saved" message) instead of reloading it.
      async onQueryStarted({ trainerId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(availabilityApi.util.upsertQueryData('availability', trainerId, data));
      },
    }),
  }),
});

export const { useAvailabilityQuery, useSaveAvailabilityMutation } = availabilityApi;
