import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';
const acceptableRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps the caller's `X-Request-Id` when it looks like an id, so logs join up across services. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
}
