import { baseApi } from './api';
import type { Role } from './paths';
import type { SessionUser } from './session-user';

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  name: string;
  role: Role;
}

/** `{ token, user }`: the token is for API clients; the web app relies on the cookie and drops it. */
interface SignInResponse {
  token: string;
  user: SessionUser;
}

export interface Profile {
  name: string;
  email: string;
  dateCreated: string;
}

/** The calls that start, confirm and end a session, used by the shell and the sign-in screens. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionUser, Credentials>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (response: SignInResponse) => response.user,
      invalidatesTags: ['Profile'],
    }),
    register: build.mutation<SessionUser, Registration>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      transformResponse: (response: SignInResponse) => response.user,
      invalidatesTags: ['Profile'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    profile: build.query<Profile & Partial<SessionUser>, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation, useProfileQuery } =
  sessionApi;
