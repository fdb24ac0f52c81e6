import { useEffect } from 'react';
import { useProfileQuery } from '@studio/shell-kit/session-api';
import { useAppDispatch, useSessionUser } from '@studio/shell-kit/session-hooks';
import { signedIn, signedOut } from '@studio/shell-kit/session-slice';

/**
 * A session restored from localStorage paints at once; the server then confirms it. A 401 means
 * the cookie's session has ended: forget the local one (guards then send the person to /login).
 * A changed name or email is taken over. Other failures keep the session and are only logged.
 */
export function useSessionConfirmation(): void {
  const user = useSessionUser();
  const dispatch = useAppDispatch();
  const { data: profile, error } = useProfileQuery(undefined, { skip: user === null });

  useEffect(() => {
    if (!error) return;
    if ('status' in error && error.status === 401) dispatch(signedOut());
    else console.error('Could not confirm the session', error);
  }, [error, dispatch]);

  useEffect(() => {
    if (!profile || !user) return;
    if (profile.name !== user.name || profile.email !== user.email) {
      dispatch(signedIn({ ...user, name: profile.name, email: profile.email }));
    }
  }, [profile, user, dispatch]);
}
