import http from 'node:http';
import { answerClientError, maxHeaderBytes } from './request-line-limits.js';

/**
 * How long a front server keeps an idle connection open. What sits in front of it (a browser, the
 * local runner's edge, an ingress) reuses its pooled connections: one closed here just as the
 * client sends on it fails that request (a 502 from a proxy). Node's 5 s default made this happen
 * between two clicks; a proxy's own idle limit (nginx: 60 s, the edge's agent: 30 s) must end
 * first, so this waits longer.
 */
export const idleConnectionTimeoutMs = 65_000;

/**
 * The HTTP server of a process that browsers or a proxy reach (the local runner's edge, the BFF):
 * reads addresses up to `maxHeaderBytes` so the app can answer a long one with a JSON 414, answers
 * requests Node cannot parse with `{ error }` too, and keeps idle connections
 * `idleConnectionTimeoutMs`.
 */
export function createFrontServer(listener: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: maxHeaderBytes,
      keepAliveTimeout: idleConnectionTimeoutMs,
      // Above the idle time, so a connection's next request is not cut off while its headers arrive.
      headersTimeout: idleConnectionTimeoutMs + 1000,
    },
    listener,
  );
  server.on('clientError', answerClientError);
  return server;
}
