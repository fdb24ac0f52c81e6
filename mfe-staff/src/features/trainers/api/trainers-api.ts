import type { RegisterBody, User } from '@studio/contracts/auth';
import type { UserChangesBody } from '@studio/contracts/users';
import { baseApi } from '@studio/shell-kit/api';

/** The admin's changes to staff accounts; the list itself is shell-kit's `useUsersQuery`. */
export const trainersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  useAddTrainerMutation,
  useUpdateTrainerMutation,
  useDeleteTrainerMutation,
  useDecideRegistrationMutation,
} = trainersApi;
