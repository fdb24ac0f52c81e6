import type { Request, Response } from 'express';
import { sessionLifetimeSeconds } from './session-store.js';
import { isWellFormedSessionToken } from './session-token.js';

/** The `__Host-` prefix makes the browser refuse the cookie unless Secure, Path=/ and host-only. */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-studio_sid' : 'studio_sid';
}

function cookieOptions(production: boolean) {
  return { httpOnly: true, sameSite: 'lax', secure: production, path: '/' } as const;
}

export function setSessionCookie(res: Response, token: string, production: boolean): void {
  res.cookie(sessionCookieName(production), token, {
    ...cookieOptions(production),
    maxAge: sessionLifetimeSeconds * 1000,
  });
}

export function clearSessionCookie(res: Response, production: boolean): void {
  res.clearCookie(sessionCookieName(production), cookieOptions(production));
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name)
      return pair.slice(separator + 1).trim();
  }
  return undefined;
}

export function bearerTokenOf(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The session handle the caller presents. An `Authorization: Bearer` header wins over the cookie:
 * when it is there the cookie is ignored, which is what makes Bearer calls safe from CSRF.
 */
export function presentedToken(req: Request, production: boolean): string | null {
  if (req.headers.authorization !== undefined) {
    const token = bearerTokenOf(req);
    return token && isWellFormedSessionToken(token) ? token : null;
  }
  const token = cookieValue(req.headers.cookie, sessionCookieName(production));
  return token && isWellFormedSessionToken(token) ? token : null;
}
