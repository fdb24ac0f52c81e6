import { paths, type Role } from '@studio/shell-kit/paths';
import type { Access } from './routes';

/**
 * Where a person must go instead of a route they may not open, or null when they may open it:
 * logged out -> /login; a trainer on an admin route -> /trainerdashboard; an admin on a
 * trainer-only route -> /admindashboard.
 */
export function redirectFor(access: Access, role: Role | undefined): string | null {
  if (access === 'public') return null;
  if (role === undefined) return paths.login;
  if (access === 'admin' && role !== 'admin') return paths.trainerDashboard;
  if (access === 'trainer' && role !== 'trainer') return paths.adminDashboard;
  return null;
}
