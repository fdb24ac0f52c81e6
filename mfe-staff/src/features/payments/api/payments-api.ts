import type { PaymentList } from '@studio/contracts/payments';
import { baseApi } from '@studio/shell-kit/api';

/** `GET /api/payments`: the latest two months of payments (a trainer's own, or all for an admin). */
export const paymentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Payments'] }).injectEndpoints({
  endpoints: (build) => ({
    payments: build.query<PaymentList, void>({
      query: () => '/payments',
      providesTags: ['Payments'],
    }),
  }),
});

export const { usePaymentsQuery } = paymentsApi;
