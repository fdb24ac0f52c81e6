import type { ServiceApp } from '@studio/service-kit/app';

export interface ListedRoute {
  method: string;
  path: string;
}

/**
 * Every route a running Fastify app serves, read from its own router (`printRoutes`), without the
 * HEAD twins Fastify adds to GET routes. The tree is printed one path segment per line with its
 * methods in brackets; the full path of a line is the paths of its ancestors joined.
 */
export function listRoutes(app: ServiceApp): ListedRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const routes: ListedRoute[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│]*)[└├]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length;
    const segment = match[2]!;
    while (stack.length > 0 && stack.at(-1)!.depth >= depth) stack.pop();
    const path = (stack.at(-1)?.path ?? '') + segment;
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(',').map((name) => name.trim())) {
      if (method && method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** The routes the BFF answers itself (Express: not listed by any service). */
export const bffOwnRoutes: readonly ListedRoute[] = [
  { method: 'POST', path: '/api/login' },
  { method: 'POST', path: '/api/login/2fa' },
  { method: 'POST', path: '/api/login/2fa/setup' },
  { method: 'POST', path: '/api/login/2fa/enable' },
  { method: 'POST', path: '/api/register' },
  { method: 'POST', path: '/api/logout' },
  { method: 'POST', path: '/api/welcome/:token' },
  { method: 'GET', path: '/api/me/export' },
  { method: 'GET', path: '/api/customers/:id/export' },
  { method: 'GET', path: '/api/business-time' },
];

export const routeKey = (route: ListedRoute): string => `${route.method} ${route.path}`;
