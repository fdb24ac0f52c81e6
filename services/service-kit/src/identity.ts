import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BoundedCache } from './bounded-cache.js';
import { forbidden, unauthorized } from './errors.js';
import { verifyIdentityUntilExpiry, type Identity, type UserRole } from './identity-token.js';

export const identityHeader = 'x-studio-identity';

/**
 * The BFF reuses a session's token for half its lifetime, so most requests bring a token this
 * service has already verified. A token is the signed claims themselves: the same string always
 * verifies to the same identity until its `exp`. Only verified tokens are kept; a bad one is
 * checked (and refused) every time.
 */
const verifiedTokensKept = 5000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null when the request carries no identity. */
    identity: Identity | null;
  }
}

/** Reads `X-Studio-Identity` on every request into `request.identity`; a bad token is a 401. */
export const identityPlugin = fp(
  async (app: FastifyInstance, { secret }: { secret: string }) => {
    const verified = new BoundedCache<Identity>(verifiedTokensKept);
    app.decorateRequest('identity', null);
    app.addHook('onRequest', async (request) => {
      const token = request.headers[identityHeader];
      if (typeof token !== 'string' || token === '') return;
      const known = verified.get(token);
      if (known) {
        request.identity = known;
        return;
      }
      try {
        const { identity, expiresAt } = await verifyIdentityUntilExpiry(token, secret);
        verified.set(token, identity, expiresAt);
        request.identity = identity;
      } catch {
        throw unauthorized('Your session could not be verified. Please sign in again.');
      }
    });
  },
  { name: 'studio-identity' },
);

type UserIdentity = Extract<Identity, { kind: 'user' }>;

/**
 * The signed-in staff member making the request; throws 401 when there is none, 403 for a customer
 * or a role not allowed.
 */
export function userOf(request: FastifyRequest, ...roles: UserRole[]): UserIdentity {
  const identity = request.identity;
  if (!identity || identity.kind === 'service') throw unauthorized();
  if (identity.kind !== 'user') throw forbidden();
  if (roles.length > 0 && !roles.includes(identity.role)) throw forbidden();
  return identity;
}

type CustomerIdentity = Extract<Identity, { kind: 'customer' }>;

/** The signed-in customer making the request (their own data only); 401/403 for anyone else. */
export function customerOf(request: FastifyRequest): CustomerIdentity {
  const identity = request.identity;
  if (!identity || identity.kind === 'service') throw unauthorized();
  if (identity.kind !== 'customer') throw forbidden('This page is for customers.');
  return identity;
}

/** preHandler: only signed-in staff with one of `roles` (any staff role when none given). */
export function requireRole(...roles: UserRole[]): preHandlerAsyncHookHandler {
  return async (request) => {
    userOf(request, ...roles);
  };
}

/** preHandler: only other services (internal routes). */
export function requireService(): preHandlerAsyncHookHandler {
  return async (request) => {
    if (request.identity?.kind !== 'service')
      throw forbidden('This route is for internal service calls only.');
  };
}
