import http from 'node:http';
import type { Express } from 'express';
import { answerClientError, maxHeaderBytes } from '@studio/service-kit/request-line-limits';

/**
 * The BFF's HTTP server: reads addresses up to `maxHeaderBytes` so the app can answer a long one
 * with a JSON 414, and answers requests Node cannot parse with `{ error }` too.
 */
export function createBffServer(app: Express): http.Server {
  const server = http.createServer({ maxHeaderSize: maxHeaderBytes }, app);
  server.on('clientError', answerClientError);
  return server;
}
