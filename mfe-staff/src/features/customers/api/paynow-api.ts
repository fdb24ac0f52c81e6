import type { PayNowCode, PayNowCodeQuery } from '@studio/contracts/paynow';
import { baseApi } from '@studio/shell-kit/api';

/** `GET /api/paynow`: the QR payload for one payment of a customer, and the reference it carries. */
export const payNowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    payNowCode: build.query<PayNowCode, PayNowCodeQuery>({
      query: (query) => ({ url: '/paynow', params: query }),
      // Each code is for one payment: never shown again from the cache for another one.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePayNowCodeQuery } = payNowApi;
