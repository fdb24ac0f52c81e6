import http from 'node:http';
import type { Express } from 'express';
import { answerClientError, maxHeaderBytes } from '@studio/service-kit/request-line-limits';

/**
 * How long the BFF keeps an idle connection open. The proxy in front of it (the local runner's
 * edge, an ingress) reuses its pooled connections: one the BFF closes just as the proxy sends on it
 * fails that request with a 502. Node's 5 s default made this happen between two clicks; the
 * proxy's own idle limit (nginx: 60 s) must end first, so the BFF waits longer.
 */
export const idleConnectionTimeoutMs = 65_000;

/**
 * The BFF's HTTP server: reads addresses up to `maxHeaderBytes` so the app can answer a long one
 * with a JSON 414, and answers requests Node cannot parse with `{ error }` too.
 */
export function createBffServer(app: Express): http.Server {
  const server = http.createServer({ maxHeaderSize: maxHeaderBytes }, app);
  server.keepAliveTimeout = idleConnectionTimeoutMs;
  // Above the idle time, so a connection's next request is not cut off while its headers arrive.
  server.headersTimeout = idleConnectionTimeoutMs + 1000;
  server.on('clientError', answerClientError);
  return server;
}
