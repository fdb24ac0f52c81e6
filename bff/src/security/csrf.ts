import type { NextFunction, Request, Response } from 'express';
import { HttpError } from '@studio/service-kit/errors';
import { findForwardedRoute } from '../proxy/routes.js';
import { bearerTokenOf } from '../session/session-cookie.js';

export const csrfHeader = 'x-requested-with';
export const csrfHeaderValue = 'studio-web';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that the browser could have sent on its own (anything not carrying a
 * Bearer token: cookie-authenticated calls, and login/register against login CSRF) must carry the
 * web app's custom header, which a cross-site page cannot add without a CORS preflight we never
 * grant, and must come from our own origin. Signed-link routes (a token in the path is their only
 * credential) are exempt. Routes that take `<a ping>` beacons are exempt from the header only: a
 * ping cannot carry it, but the browser marks where it comes from like any other request.
 */
export function csrfProtection(publicOrigin: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method) || bearerTokenOf(req) !== undefined) return next();
    const route = findForwardedRoute(req.baseUrl + req.path);
    if (route?.signedLink) return next();
    if (!route?.ping && req.headers[csrfHeader] !== csrfHeaderValue) {
      throw new HttpError(
        403,
        `This request is missing the X-Requested-With: ${csrfHeaderValue} header.`,
      );
    }
    const sameOrigin =
      req.headers.origin === publicOrigin || req.headers['sec-fetch-site'] === 'same-origin';
    if (!sameOrigin) throw new HttpError(403, 'This request must come from the portal itself.');
    next();
  };
}
