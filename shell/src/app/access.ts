import { dashboardPath, paths, type Role } from '@studio/shell-kit/paths';
import type { Access } from './routes';

/**
 * Where a person must go instead of a route they may not open, or null when they may open it:
 * logged out -> /login; a trainer on an admin route -> /trainerdashboard; an admin on a
 * trainer-only route -> /admindashboard; a customer on a staff route -> /me; staff on the
 * customer's area -> their dashboard.
 */
export function redirectFor(access: Access, role: Role | undefined): string | null {
  if (access === 'public') return null;
  if (role === undefined) return paths.login;
  if (access === 'signed-in') return null;
  if (access === 'customer') return role === 'customer' ? null : dashboardPath(role);
  if (role === 'customer') return paths.me;
  if (access === 'admin' && role !== 'admin') return paths.trainerDashboard;
  if (access === 'trainer' && role !== 'trainer') return paths.adminDashboard;
  return null;
}
