import { useEffect } from 'react';
import { useProfileQuery } from '@studio/shell-kit/session-api';
import { useAppDispatch, useSessionUser } from '@studio/shell-kit/session-hooks';
import { signedIn } from '@studio/shell-kit/session-slice';

/**
 * A session restored from localStorage paints at once; the server then confirms it with
 * `GET /api/profile`. A 401 ends the local session (shell-kit's base query does that for every
 * call); a changed name or email is taken over; other failures are only logged.
 */
export function useSessionConfirmation(): void {
  const user = useSessionUser();
  const dispatch = useAppDispatch();
  const { data: profile, error } = useProfileQuery(undefined, { skip: user === null });

  useEffect(() => {
    if (error && !('status' in error && error.status === 401)) {
      console.error('Could not confirm the session', error);
    }
  }, [error]);

  useEffect(() => {
    if (!profile || !user) return;
    if (profile.name !== user.name || profile.email !== user.email) {
      dispatch(signedIn({ ...user, name: profile.name, email: profile.email }));
    }
  }, [profile, user, dispatch]);
}
