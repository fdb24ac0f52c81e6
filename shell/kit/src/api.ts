import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The CSRF marker the BFF requires on every state-changing call made with the session cookie. */
export const csrfHeader = { name: 'X-Requested-With', value: 'studio-web' } as const;

/**
 * The one RTK Query api of the site. Shell-kit modules import one another by package name
 * (`@studio/shell-kit/api`), never by relative path: Module Federation shares a module by the
 * request that imports it, and a relative import would hand a remote its own copy of this api,
 * whose endpoints the shell's store would not know.
 * Remotes add their endpoints with `baseApi.injectEndpoints`
 * (and their tag types with `baseApi.enhanceEndpoints({ addTagTypes })`); the shell's store
 * mounts it once under `api`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    // Absolute, so the same code runs in the browser and under jsdom (whose fetch needs a full URL).
    baseUrl: new URL('/api', globalThis.location?.origin ?? 'http://localhost').href,
    credentials: 'include',
    prepareHeaders: (headers) => {
      headers.set(csrfHeader.name, csrfHeader.value);
      return headers;
    },
  }),
  tagTypes: ['Profile', 'Users'],
  endpoints: () => ({}),
});
