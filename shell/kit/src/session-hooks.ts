import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { dashboardPath, paths } from '@studio/shell-kit/paths';
import { useLogoutMutation } from '@studio/shell-kit/session-api';
import { selectSessionUser, signedIn, signedOut } from '@studio/shell-kit/session-slice';
import type { SessionUser } from '@studio/shell-kit/session-user';
import type { AppDispatch, RootState } from '@studio/shell-kit/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The signed-in user, or null when logged out. */
export function useSessionUser(): SessionUser | null {
  return useAppSelector(selectSessionUser);
}

/** Records a successful login or registration and goes to the person's dashboard. */
export function useCompleteSignIn(): (user: SessionUser) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (user: SessionUser) => {
      dispatch(signedIn(user));
      navigate(dashboardPath(user.role));
    },
    [dispatch, navigate],
  );
}

/**
 * Logout: tells the server, then — whatever it answers — forgets the local session and goes to
 * /login (spec section 4).
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    const result = await logout();
    if ('error' in result) {
      const status = (result.error as { status?: unknown }).status;
      if (status === 404)
        console.warn('Logout: the user was not found; clearing the local session.');
      else console.error('Logout failed; clearing the local session anyway.', result.error);
    }
    dispatch(signedOut());
    navigate(paths.login);
  }, [dispatch, logout, navigate]);
}
