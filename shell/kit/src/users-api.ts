import { baseApi } from '@studio/shell-kit/api';
import type { User } from '@studio/contracts/auth';

/** `GET /api/users` (admins): every staff account, used by the trainers screen and the trainer filters. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<User[], void>({
      query: () => '/users',
      providesTags: ['Users'],
    }),
  }),
});

export const { useUsersQuery } = usersApi;

/** Trainers who may be given customers and sessions: approved accounts only, not pending or rejected ones. */
export function activeTrainersOf(users: readonly User[] | undefined): User[] {
  return (users ?? []).filter((person) => person.role === 'trainer' && person.status === 'active');
}
