import type { ForgotPasswordBody, MessageResponse } from '@studio/contracts/auth';
import { baseApi } from '@studio/shell-kit/api';

export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordBody>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, { token: string; newPassword: string }>({
      query: ({ token, newPassword }) => ({
        url: `/reset-password/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { newPassword },
      }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
