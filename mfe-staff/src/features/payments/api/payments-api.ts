import type { PaymentPage, PaymentSortKey } from '@studio/contracts/payment-page';
import { baseApi } from '@studio/shell-kit/api';
import { cursorPaging, pageAddress, type ListRequest } from '@studio/shell-kit/cursor-pages';

/** Rows per page: the screen splits them over two month tables, so it takes more at a time. */
const paymentsPerPage = 100;

/**
 * `GET /api/payments` a page at a time: the latest two months of payments (a trainer's own, or
 * all for an admin), sorted and searched by the server.
 */
export const paymentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Payments'] }).injectEndpoints({
  endpoints: (build) => ({
    paymentPage: build.infiniteQuery<PaymentPage, ListRequest<PaymentSortKey>, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) =>
        pageAddress('/payments', queryArg, pageParam, paymentsPerPage),
      providesTags: ['Payments'],
    }),
  }),
});

export const { usePaymentPageInfiniteQuery } = paymentsApi;
