import { baseApi } from '@studio/shell-kit/api';
import type { SessionUser } from '@studio/shell-kit/session-user';

/** `GET /api/users` (admins): every staff account, used by the trainers screen and the trainer filters. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<SessionUser[], void>({
      query: () => '/users',
      providesTags: ['Users'],
    }),
  }),
});

export const { useUsersQuery } = usersApi;

/** Trainers who may be given customers and sessions: approved accounts only, not pending or rejected ones. */
export function activeTrainersOf(users: readonly SessionUser[] | undefined): SessionUser[] {
  return (users ?? []).filter((person) => person.role === 'trainer' && person.status === 'active');
}
