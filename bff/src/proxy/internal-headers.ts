import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import { internalHeaders } from '@studio/contracts/headers';
import { clientIpOf } from '../security/client-ip.js';
import type { Session } from '../session/session-store.js';
import type { IdentityTokens } from './identity-tokens.js';

/** Browser credentials and anything a caller could use to pose as the BFF or a proxy. */
const strippedHeaders = new Set([
  'cookie',
  'authorization',
  internalHeaders.clientIp,
  'forwarded',
  'x-real-ip',
]);
const isStripped = (name: string) =>
  strippedHeaders.has(name) || name.startsWith('x-studio-') || name.startsWith('x-forwarded-');

/** The headers the services trust, all set by the BFF: request id, client address, identity. */
export async function headersForServices(
  req: Request,
  session: Session | null,
  identityTokens: IdentityTokens,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    [internalHeaders.requestId]: String(req.id),
    [internalHeaders.clientIp]: clientIpOf(req),
  };
  if (session) headers[internalHeaders.identity] = await identityTokens.forSession(session);
  return headers;
}

/** Rewrites an incoming request's headers into what is forwarded to a service. */
export function replaceWithInternalHeaders(
  headers: IncomingHttpHeaders,
  internal: Record<string, string>,
): void {
  for (const name of Object.keys(headers)) {
    if (isStripped(name)) delete headers[name];
  }
  Object.assign(headers, internal);
}
