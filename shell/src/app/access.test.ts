import { describe, expect, it } from 'vitest';
import { paths } from '@studio/shell-kit/paths';
import { redirectFor } from './access';
import { routes } from './routes';

const accessOf = (path: string) => routes.find((route) => route.path === path)?.access ?? 'missing';

describe('route access (spec section 2)', () => {
  it('maps every spec path to the spec access rule, /settings and /reports to admins only', () => {
    expect(Object.fromEntries(Object.values(paths).map((path) => [path, accessOf(path)]))).toEqual({
      '/': 'public',
      '/founder': 'public',
      '/bodytransformation': 'public',
      '/weightloss': 'public',
      '/trial': 'public',
      '/login': 'public',
      '/register': 'public',
      '/forgotpassword': 'public',
      '/reset-password/:token': 'public',
      '/admindashboard': 'admin',
      '/trainers': 'admin',
      '/trainerdashboard': 'trainer',
      '/trainings': 'staff',
      '/payments': 'staff',
      '/customers': 'staff',
      '/leads': 'staff',
      '/availability': 'staff',
      '/profile': 'signed-in',
      '/settings': 'admin',
      '/reports': 'admin',
      '/unsubscribe/:token': 'public',
      '/me': 'customer',
      '/welcome/:token': 'public',
    });
  });

  it('sends a logged-out visitor on any staff route to /login', () => {
    for (const access of ['staff', 'admin', 'trainer'] as const) {
      expect(redirectFor(access, undefined)).toBe('/login');
    }
  });

  it('sends a trainer on an admin route to /trainerdashboard and an admin on a trainer route to /admindashboard', () => {
    expect(redirectFor('admin', 'trainer')).toBe('/trainerdashboard');
    expect(redirectFor('trainer', 'admin')).toBe('/admindashboard');
  });

  it('lets each role open its own routes and everyone open public ones', () => {
    expect(redirectFor('admin', 'admin')).toBeNull();
    expect(redirectFor('trainer', 'trainer')).toBeNull();
    expect(redirectFor('staff', 'trainer')).toBeNull();
    expect(redirectFor('staff', 'admin')).toBeNull();
    expect(redirectFor('public', undefined)).toBeNull();
  });

  it('keeps a customer in their own area and staff out of it; both open their profile', () => {
    for (const access of ['staff', 'admin', 'trainer'] as const) {
      expect(redirectFor(access, 'customer')).toBe('/me');
    }
    expect(redirectFor('customer', 'customer')).toBeNull();
    expect(redirectFor('customer', 'admin')).toBe('/admindashboard');
    expect(redirectFor('customer', 'trainer')).toBe('/trainerdashboard');
    expect(redirectFor('customer', undefined)).toBe('/login');
    expect(redirectFor('signed-in', 'customer')).toBeNull();
    expect(redirectFor('signed-in', 'trainer')).toBeNull();
    expect(redirectFor('signed-in', undefined)).toBe('/login');
  });
});
