import type { IncomingMessage, ServerResponse } from 'node:http';
import { internalHeaders } from '@studio/contracts/headers';

/**
 * Response headers that belong to the hop between BFF and service, or that a service must not be
 * able to hand to the browser (cookies on our origin; the instruction meant for the BFF).
 */
const notRelayed = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
  internalHeaders.endSessions,
]);

/** Copies a service's answer to the caller. */
export function relayResponse(upstreamResponse: IncomingMessage, res: ServerResponse): void {
  res.statusCode = upstreamResponse.statusCode ?? 502;
  for (const [name, value] of Object.entries(upstreamResponse.headers)) {
    if (value !== undefined && !notRelayed.has(name)) res.setHeader(name, value);
  }
  upstreamResponse.pipe(res);
}
