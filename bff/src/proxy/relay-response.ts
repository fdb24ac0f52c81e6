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
  internalHeaders.refreshSessions,
]);

function copyStatusAndHeaders(upstreamResponse: IncomingMessage, res: ServerResponse): void {
  res.statusCode = upstreamResponse.statusCode ?? 502;
  for (const [name, value] of Object.entries(upstreamResponse.headers)) {
    if (value !== undefined && !notRelayed.has(name)) res.setHeader(name, value);
  }
}

/**
 * Copies a service's answer to the caller as it arrives. An answer the service cuts off cuts off
 * the caller's too (rather than leaving it waiting for the rest); a caller who hangs up mid-answer
 * stops the service's answer (the forwarding destroys its request, see `stopWhenCallerLeaves`).
 * A pipe with these two handlers rather than `stream.pipeline`, which makes an AbortController and
 * a DOMException (with its stack trace) for every answer it finishes.
 */
export function relayResponse(upstreamResponse: IncomingMessage, res: ServerResponse): void {
  copyStatusAndHeaders(upstreamResponse, res);
  upstreamResponse.once('error', () => res.destroy());
  upstreamResponse.pipe(res);
}

/** Sends a service's answer that the BFF has already read whole (to act on its body first). */
export function relayWholeResponse(
  upstreamResponse: IncomingMessage,
  body: Buffer,
  res: ServerResponse,
): void {
  copyStatusAndHeaders(upstreamResponse, res);
  res.end(body);
}
