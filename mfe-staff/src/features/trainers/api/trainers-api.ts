import type { RegisterBody, User } from '@studio/contracts/auth';
import type { UserPage, UserSortKey } from '@studio/contracts/user-page';
import type { UserChangesBody } from '@studio/contracts/users';
import { baseApi } from '@studio/shell-kit/api';
import { cursorPaging, pageAddress, type ListRequest } from '@studio/shell-kit/cursor-pages';

/** Rows per page of the trainers table. */
const accountsPerPage = 50;

/**
 * The Trainers screen's paged, sorted and searched list of staff accounts and the admin's changes
 * to them, and the registrations waiting for approval (a page of `status=pending`).
 */
export const trainersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    userPage: build.infiniteQuery<UserPage, ListRequest<UserSortKey>, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) =>
        pageAddress('/users', queryArg, pageParam, accountsPerPage),
      providesTags: ['Users'],
    }),
    pendingUsers: build.query<UserPage, void>({
      query: () => ({
        url: '/users',
        params: { limit: String(accountsPerPage), status: 'pending' },
      }),
      providesTags: ['Users'],
    }),
    addTrainer: build.mutation<{ user: User }, RegisterBody>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    updateTrainer: build.mutation<{ user: User }, { id: string; changes: UserChangesBody }>({
      query: ({ id, changes }) => ({
        url: `/users/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: ['Users'],
    }),
    /** An admin removes a staff member's second factor (a lost phone); they set it up again. */
    resetTwoFactor: build.mutation<{ user: User }, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}/2fa/reset`, method: 'POST' }),
    }),
    deleteTrainer: build.mutation<void, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Users'],
    }),
    /** A self-registered trainer waiting for approval: `approve` lets them sign in, `reject` not. */
    decideRegistration: build.mutation<
      { user: User },
      { id: string; decision: 'approve' | 'reject' }
    >({
      query: ({ id, decision }) => ({
        url: `/users/${encodeURIComponent(id)}/${decision}`,
        method: 'POST',
      }),
      invalidatesTags: ['Users'],
    }),
  }),
});

export const {
  useUserPageInfiniteQuery,
  usePendingUsersQuery,
  useAddTrainerMutation,
  useUpdateTrainerMutation,
  useDeleteTrainerMutation,
  useResetTwoFactorMutation,
  useDecideRegistrationMutation,
} = trainersApi;
