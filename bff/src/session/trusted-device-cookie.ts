import type { Request, Response } from 'express';
import { trustedDeviceDays } from '@studio/contracts/two-factor';
import { cookieValue } from './session-cookie.js';

/**
 * "Remember this device": auth's token of a browser that skips the code for 30 days, sent only to
 * the sign-in routes. Auth keeps only its hash and checks it belongs to the account signing in.
 */
const cookiePath = '/api/login';
const wellFormed = /^[A-Za-z0-9_-]{43}$/;

export const trustedDeviceCookieName = (production: boolean): string =>
  production ? '__Secure-studio_trusted_device' : 'studio_trusted_device';

export function trustedDeviceOf(req: Request, production: boolean): string | undefined {
  const token = cookieValue(req.headers.cookie, trustedDeviceCookieName(production));
  return token && wellFormed.test(token) ? token : undefined;
}

export function setTrustedDeviceCookie(res: Response, token: string, production: boolean): void {
  res.cookie(trustedDeviceCookieName(production), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: cookiePath,
    maxAge: trustedDeviceDays * 24 * 60 * 60 * 1000,
  });
}
