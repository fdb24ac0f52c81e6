import type { UnsubscribeResult } from '@studio/contracts/consent';
import { baseApi } from '@studio/shell-kit/api';

/** `POST /api/unsubscribe/:token`: public, the token of a mail's link is the only credential. */
export const unsubscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unsubscribe: build.mutation<UnsubscribeResult, string>({
      query: (token) => ({ url: `/unsubscribe/${encodeURIComponent(token)}`, method: 'POST' }),
    }),
  }),
});

export const { useUnsubscribeMutation } = unsubscribeApi;
