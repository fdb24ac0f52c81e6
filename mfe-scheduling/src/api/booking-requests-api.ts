import type {
  AcceptBookingRequestBody,
  AcceptedBookingRequest,
  BookingRequest,
} from '@studio/contracts/booking-requests';
import { schedulingApi } from './scheduling-api';

/** Customers' booking requests as their trainer (or an admin) answers them. */
export const bookingRequestsApi = schedulingApi.injectEndpoints({
  endpoints: (build) => ({
    bookingRequests: build.query<BookingRequest[], void>({
      query: () => '/booking-requests',
      providesTags: ['BookingRequests'],
    }),
    acceptBookingRequest: build.mutation<
      AcceptedBookingRequest,
      { id: string } & AcceptBookingRequestBody
    >({
      query: ({ id, ...body }) => ({
        url: `/booking-requests/${encodeURIComponent(id)}/accept`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BookingRequests', 'Training', 'TrainingStats'],
    }),
    declineBookingRequest: build.mutation<BookingRequest, { id: string; message: string }>({
      query: ({ id, message }) => ({
        url: `/booking-requests/${encodeURIComponent(id)}/decline`,
        method: 'POST',
        body: { message },
      }),
      invalidatesTags: ['BookingRequests'],
    }),
  }),
});

export const {
  useBookingRequestsQuery,
  useAcceptBookingRequestMutation,
  useDeclineBookingRequestMutation,
} = bookingRequestsApi;
