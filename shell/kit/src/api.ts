import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { signedOut } from '@studio/shell-kit/session-slice';

/** The CSRF marker the BFF requires on every state-changing call made with the session cookie. */
export const csrfHeader = { name: 'X-Requested-With', value: 'studio-web' } as const;

const fetchFromApi = fetchBaseQuery({
  // Absolute, so the same code runs in the browser and under jsdom (whose fetch needs a full URL).
  baseUrl: new URL('/api', globalThis.location?.origin ?? 'http://localhost').href,
  credentials: 'include',
  prepareHeaders: (headers) => {
    headers.set(csrfHeader.name, csrfHeader.value);
    return headers;
  },
});

/** The calls of signing in (`/login`, and the code after it, `/login/2fa`): a 401 there is a wrong password or code. */
const isSignInStep = (url: string) => url === '/login' || url.startsWith('/login/');

/**
 * A 401 on any call but the login itself (and its second step) means the server-side session has ended (logged out
 * elsewhere, password changed, account removed): the page forgets its user and the route guards
 * take the person to /login.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await fetchFromApi(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && !isSignInStep(url)) api.dispatch(signedOut());
  return result;
};

/**
 * The one RTK Query api of the site. Remotes add their endpoints with `baseApi.injectEndpoints`
 * (and their tag types with `baseApi.enhanceEndpoints({ addTagTypes })`); the shell's store
 * mounts it once under `api`.
 *
 * Shell-kit modules import one another by package name (`@studio/shell-kit/api`), never by
 * relative path: Module Federation shares a module by the request that imports it, and a
 * relative import would hand a remote its own copy of this api, whose endpoints the shell's
 * store would not know.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Users', 'Settings'],
  endpoints: () => ({}),
});
