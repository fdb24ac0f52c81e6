import type { NextFunction, Request, Response } from 'express';
import { presentedToken } from './session-cookie.js';
import type { Session, SessionStore } from './session-store.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The caller's live session, set by `loadSession` on every `/api` request. */
      session?: Session | null;
    }
  }
}

/** Looks up the presented cookie or Bearer token once per request. */
export function loadSession(store: SessionStore, production: boolean) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = presentedToken(req, production);
    res.locals.session = token ? await store.findByToken(token) : null;
    next();
  };
}

export function currentSession(res: Response): Session | null {
  return res.locals.session ?? null;
}
