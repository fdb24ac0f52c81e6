import type {
  LoginBody,
  PendingRegistrationResponse,
  Profile,
  RegisterBody,
} from '@studio/contracts/auth';
import type {
  LoginEnrolBody,
  LoginSecondFactorBody,
  TwoFactorRequired,
  TwoFactorSetup,
  TwoFactorSetupRequired,
} from '@studio/contracts/two-factor';
import { baseApi } from '@studio/shell-kit/api';
import type { SessionUser } from '@studio/shell-kit/session-user';

/** `{ token, user }`: the token is for API clients; the web app relies on the cookie and drops it. */
interface SignInResponse {
  token: string;
  user: SessionUser;
}

/**
 * A registration either signs the person in (`signedIn`), or, for a trainer the studio's admins
 * must approve first, creates a pending account and no session (`pending`).
 */
export type RegistrationResult =
  { outcome: 'signedIn'; user: SessionUser } | { outcome: 'pending'; user: SessionUser };

/**
 * What a password leads to: a session (`signedIn`), a code still to give (`code`), or, for staff the
 * studio makes use two-step sign-in, setting it up first (`setUp`); the last two carry the
 * challenge that continues the sign-in.
 */
export type LoginResult =
  | { outcome: 'signedIn'; user: SessionUser }
  | { outcome: 'code'; challenge: string }
  | { outcome: 'setUp'; challenge: string };

/** The calls that start, confirm and end a session, used by the shell and the sign-in screens. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginBody>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (
        response: SignInResponse | TwoFactorRequired | TwoFactorSetupRequired,
      ): LoginResult =>
        'twoFactorRequired' in response
          ? { outcome: 'code', challenge: response.challenge }
          : 'twoFactorSetupRequired' in response
            ? { outcome: 'setUp', challenge: response.challenge }
            : { outcome: 'signedIn', user: response.user },
      invalidatesTags: ['Profile'],
    }),
    loginSecondStep: build.mutation<SessionUser, LoginSecondFactorBody>({
      query: (body) => ({ url: '/login/2fa', method: 'POST', body }),
      transformResponse: (response: SignInResponse) => response.user,
      invalidatesTags: ['Profile'],
    }),
    loginSetUpSecondStep: build.mutation<TwoFactorSetup, { challenge: string }>({
      query: (body) => ({ url: '/login/2fa/setup', method: 'POST', body }),
    }),
    loginEnableSecondStep: build.mutation<
      { user: SessionUser; recoveryCodes: string[] },
      LoginEnrolBody
    >({
      query: (body) => ({ url: '/login/2fa/enable', method: 'POST', body }),
      transformResponse: (response: SignInResponse & { recoveryCodes: string[] }) => ({
        user: response.user,
        recoveryCodes: response.recoveryCodes,
      }),
      invalidatesTags: ['Profile'],
    }),
    register: build.mutation<RegistrationResult, RegisterBody>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      transformResponse: (response: SignInResponse | PendingRegistrationResponse) =>
        'pending' in response
          ? { outcome: 'pending', user: response.user }
          : { outcome: 'signedIn', user: response.user },
      invalidatesTags: ['Profile'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    profile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginSecondStepMutation,
  useLoginSetUpSecondStepMutation,
  useLoginEnableSecondStepMutation,
  useRegisterMutation,
  useLogoutMutation,
  useProfileQuery,
} = sessionApi;
