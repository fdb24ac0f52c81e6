import { baseApi } from '@studio/shell-kit/api';
import type {
  BookingRequest,
  CreateBookingRequestBody as NewBookingRequest,
} from '@studio/contracts/booking-requests';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['MyBookingRequests'] });

/** The customer's requests for a session, which their trainer accepts or declines. */
export const bookingRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myBookingRequests: build.query<BookingRequest[], void>({
      query: () => '/me/booking-requests',
      providesTags: ['MyBookingRequests'],
    }),
    requestSession: build.mutation<BookingRequest, NewBookingRequest>({
      query: (body) => ({ url: '/me/booking-requests', method: 'POST', body }),
      invalidatesTags: ['MyBookingRequests'],
    }),
  }),
});

export const { useMyBookingRequestsQuery, useRequestSessionMutation } = bookingRequestsApi;
