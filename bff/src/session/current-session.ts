import type { NextFunction, Request, Response } from 'express';
import { presentedCredential, type CredentialSource } from './session-cookie.js';
import type { Session, SessionStore } from './session-store.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The caller's live session, set by `loadSession` on every `/api` request. */
      session?: (Session & { source: CredentialSource }) | null;
    }
  }
}

/** Looks up the presented cookie or Bearer token once per request. */
export function loadSession(store: SessionStore, production: boolean) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const credential = presentedCredential(req, production);
    const session = credential ? await store.findByToken(credential.token) : null;
    res.locals.session = session && credential ? { ...session, source: credential.source } : null;
    next();
  };
}

export function currentSession(res: Response): Session | null {
  return res.locals.session ?? null;
}
