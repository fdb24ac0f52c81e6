import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from '@studio/service-kit/errors';

/**
 * The person behind the request, staff or customer: their own profile, password and sign-out
 * work the same for both. Other services' identities are refused.
 */
export function signedInAccountOf(request: FastifyRequest): { userId: string } {
  const identity = request.identity;
  if (identity?.kind !== 'user' && identity?.kind !== 'customer') throw unauthorized();
  return identity;
}

/** preHandler: any signed-in person, staff or customer. */
export function requireSignedIn(): preHandlerAsyncHookHandler {
  return async (request) => {
    signedInAccountOf(request);
  };
}
