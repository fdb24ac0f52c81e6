import http from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * Forwards `/api/*` to the BFF over pooled keep-alive connections (http-proxy opens a new
 * connection per request without an agent). The edge is the first hop, so it replaces whatever
 * `X-Forwarded-For` the browser sent with the address it sees; the BFF trusts exactly one proxy.
 */
export function createApiProxy(bffUrl: string): { handler: RequestHandler; close(): void } {
  // A connection idle for 30 s is closed here, well before the BFF would close it (65 s): one the
  // BFF closed just as the edge sent on it would fail that request with a 502.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128, timeout: 30_000 });
  const proxy = createProxyMiddleware<Request, Response>({
    target: bffUrl,
    pathFilter: '/api',
    agent,
    xfwd: false,
    on: {
      proxyReq(proxyReq, req) {
        proxyReq.setHeader('x-forwarded-for', clientAddress(req));
        proxyReq.setHeader('x-forwarded-proto', 'http');
        if (req.headers.host) proxyReq.setHeader('x-forwarded-host', req.headers.host);
      },
      error(_error, _req, res) {
        if (!('headersSent' in res) || res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(502, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(
          JSON.stringify({
            error: 'The server is not answering right now, please try again in a moment',
          }),
        );
      },
    },
  });
  return { handler: proxy, close: () => agent.destroy() };
}

export function clientAddress(req: http.IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
