import type { SignedInUser, WelcomeInvitation } from '@studio/contracts/customer-accounts';
import { baseApi } from '@studio/shell-kit/api';

/** `/welcome/:token`: is the invite's link still good, then set the first password (signs in). */
export const welcomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invitation: build.query<WelcomeInvitation, string>({
      query: (token) => `/welcome/${encodeURIComponent(token)}`,
    }),
    acceptInvitation: build.mutation<
      { token: string; user: SignedInUser },
      { token: string; password: string }
    >({
      query: ({ token, password }) => ({
        url: `/welcome/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { password },
      }),
    }),
  }),
});

export const { useInvitationQuery, useAcceptInvitationMutation } = welcomeApi;
