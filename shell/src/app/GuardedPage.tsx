import { Navigate } from 'react-router-dom';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { RemotePage } from '../remotes/RemotePage';
import { redirectFor } from './access';
import type { AppRoute } from './routes';

export function GuardedPage({ route }: { route: AppRoute }) {
  const user = useSessionUser();
  const redirect = redirectFor(route.access, user?.role);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <RemotePage key={route.module} id={route.module} />;
}
