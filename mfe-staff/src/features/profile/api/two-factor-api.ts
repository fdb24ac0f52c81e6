import type {
  RecoveryCodes,
  TwoFactorCodeBody,
  TwoFactorSetup,
} from '@studio/contracts/two-factor';
import { baseApi } from '@studio/shell-kit/api';

/** Two-step sign-in from the profile: `POST /api/profile/2fa/setup`, `/enable`, `DELETE /api/profile/2fa`. */
export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setUpTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/profile/2fa/setup', method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<RecoveryCodes, TwoFactorCodeBody>({
      query: (body) => ({ url: '/profile/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    disableTwoFactor: build.mutation<void, TwoFactorCodeBody>({
      query: (body) => ({ url: '/profile/2fa', method: 'DELETE', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
} = twoFactorApi;
