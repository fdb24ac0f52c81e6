import { matchPath } from 'react-router-dom';
import type { Role } from '@studio/shell-kit/paths';
import { loadRemotePage } from '../remotes/remote-modules';
import { redirectFor } from './access';
import { routes } from './routes';

/**
 * Loads the page the first render will show (after any guard redirect), so React replaces the
 * prerendered HTML with the same page in one step instead of flashing a loading state.
 * A failure is left for the page's error boundary to show.
 */
export async function preloadFirstPage(pathname: string, role: Role | undefined): Promise<void> {
  const route = findRoute(pathname);
  if (!route) return;
  const redirect = redirectFor(route.access, role);
  const target = redirect === null ? route : findRoute(redirect);
  if (!target) return;
  await loadRemotePage(target.module).catch(() => undefined);
}

function findRoute(pathname: string) {
  return routes.find((route) => matchPath(route.path, pathname) !== null);
}
