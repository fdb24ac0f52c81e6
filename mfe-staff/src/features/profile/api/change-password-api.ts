import type { ChangePasswordBody, MessageResponse } from '@studio/contracts/auth';
import { baseApi } from '@studio/shell-kit/api';

export const changePasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<MessageResponse, ChangePasswordBody>({
      query: (body) => ({ url: '/profile/password', method: 'PUT', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
