import { BoundedCache } from '@studio/service-kit/bounded-cache';
import {
  identityTokenLifetimeSeconds,
  signCustomerIdentity,
  signUserIdentity,
} from '@studio/service-kit/identity-token';
import type { Session } from '../session/session-store.js';

// A token is handed out again while more than half its lifetime is left, so a service always
// receives one with at least ~30 s to run (the upstream timeout is 10 s).
const reuseForMs = (identityTokenLifetimeSeconds * 1000) / 2;
const sessionsKept = 5000;

export interface IdentityTokens {
  /** The signed `X-Studio-Identity` for a live session. */
  forSession(session: Session): Promise<string>;
}

/** A customer's session carries their customer record; one without it is refused, never widened. */
function signedIdentity(
  { userId, role, name, customerId }: Omit<Session['data'], 'email' | 'createdAt'>,
  secret: string,
): Promise<string> {
  if (role !== 'customer') return signUserIdentity({ userId, role, name }, secret);
  if (!customerId) throw new Error('A customer session without its customer record');
  return signCustomerIdentity({ userId, customerId, name }, secret);
}

/**
 * Signs a session's identity token once and reuses it while it is fresh, rather than signing on
 * every forwarded request. The cache key holds the claims as well as the session id, so a session
 * whose name was refreshed gets a new token at once; an ended session is never looked up (the
 * request carries no session), so its token is simply never handed out again.
 */
export function createIdentityTokens(secret: string): IdentityTokens {
  const signed = new BoundedCache<string>(sessionsKept);
  return {
    async forSession({ id, data: { userId, role, name, customerId } }) {
      const key = JSON.stringify([id, userId, role, name, customerId]);
      const now = Date.now();
      const reused = signed.get(key, now);
      if (reused) return reused;
      const token = await signedIdentity({ userId, role, name, customerId }, secret);
      signed.set(key, token, now + reuseForMs);
      return token;
    },
  };
}
