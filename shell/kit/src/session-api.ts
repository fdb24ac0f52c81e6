import type {
  LoginBody,
  PendingRegistrationResponse,
  Profile,
  RegisterBody,
} from '@studio/contracts/auth';
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

/** The calls that start, confirm and end a session, used by the shell and the sign-in screens. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionUser, LoginBody>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (response: SignInResponse) => response.user,
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

export const { useLoginMutation, useRegisterMutation, useLogoutMutation, useProfileQuery } =
  sessionApi;
