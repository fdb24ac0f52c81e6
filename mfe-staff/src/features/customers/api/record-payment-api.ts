import type { NewPaymentBody, RecordedPayment } from '@studio/contracts/payments';
import { baseApi } from '@studio/shell-kit/api';

/** `POST /api/payments`: one Idempotency-Key per submission, so a repeated click records one payment. */
export const recordPaymentApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Customers', 'Payments'] })
  .injectEndpoints({
    endpoints: (build) => ({
      recordPayment: build.mutation<
        RecordedPayment,
        { payment: NewPaymentBody; idempotencyKey: string }
      >({
        query: ({ payment, idempotencyKey }) => ({
          url: '/payments',
          method: 'POST',
          body: payment,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        // The spec reloads the customer list after a payment; the payments list changes too.
        invalidatesTags: ['Customers', 'Payments'],
      }),
    }),
  });

export const { useRecordPaymentMutation } = recordPaymentApi;
