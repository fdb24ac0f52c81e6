import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { internalHeaders } from '@studio/contracts/headers';
import { HttpError } from '@studio/service-kit/errors';
import type { UpstreamName } from '../config.js';
import { sendError } from '../http/send-error.js';
import { bodyLimitBytes } from '../http/json-body.js';
import type { RateLimits } from '../security/rate-limits.js';
import { clientIpOf } from '../security/client-ip.js';
import { currentSession } from '../session/current-session.js';
import type { SessionStore } from '../session/session-store.js';
import { headersForServices, replaceWithInternalHeaders } from './internal-headers.js';
import { relayResponse } from './relay-response.js';
import { findForwardedRoute } from './routes.js';
import { upstreamFailure, UpstreamTimeoutError } from './upstream-errors.js';
import type { Upstream, Upstreams } from './upstreams.js';

export interface ForwardingDependencies {
  upstreams: Upstreams;
  sessions: SessionStore;
  rateLimits: RateLimits;
  internalTokenSecret: string;
  upstreamTimeoutMs: number;
  logger: Logger;
}

function upstreamProxy(
  upstream: Upstream,
  { sessions, upstreamTimeoutMs, logger }: ForwardingDependencies,
): RequestHandler {
  /** Ends the user's other sessions before the caller sees the answer, so no stale session outlives it. */
  async function answer(
    upstreamResponse: IncomingMessage,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const endFor = upstreamResponse.headers[internalHeaders.endSessions];
    if (typeof endFor === 'string' && endFor !== '') {
      try {
        // The caller's own session survives: a person who changes their password stays signed in.
        const ended = await sessions.endAllForUser(endFor, currentSession(res as Response)?.id);
        logger.info({ reqId: req.id, userId: endFor, ended }, 'ended sessions on service request');
      } catch (error) {
        logger.error(
          { reqId: req.id, userId: endFor, err: error },
          'could not end sessions the service asked to end',
        );
      }
    }
    relayResponse(upstreamResponse, res);
  }

  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: upstream.url,
    agent: upstream.agent,
    changeOrigin: true,
    xfwd: false,
    selfHandleResponse: true,
    on: {
      proxyReq: (proxyRequest: ClientRequest) => {
        const timer = setTimeout(
          () => proxyRequest.destroy(new UpstreamTimeoutError(upstream, upstreamTimeoutMs)),
          upstreamTimeoutMs,
        );
        proxyRequest.once('response', () => clearTimeout(timer));
        proxyRequest.once('close', () => clearTimeout(timer));
      },
      proxyRes: (upstreamResponse, req, res) => {
        void answer(upstreamResponse, req, res);
      },
      error: (error, req, res) => {
        if (!('setHeader' in res)) return;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        logger.warn({ reqId: req.id, upstream: upstream.name, err: error }, 'forwarding failed');
        const failure = upstreamFailure(upstream, error);
        sendError(res, failure.statusCode, failure.message);
      },
    },
  });
}

/**
 * Forwards `/api` requests by the route table: rate limit, credentials out, internal headers in.
 * Requests no route matches fall through to the not-found handler.
 */
export function forwardToServices(dependencies: ForwardingDependencies) {
  const { upstreams, rateLimits, internalTokenSecret } = dependencies;
  const proxies = Object.fromEntries(
    Object.values(upstreams).map((upstream) => [
      upstream.name,
      upstreamProxy(upstream, dependencies),
    ]),
  ) as Record<UpstreamName, RequestHandler>;

  return async (req: Request, res: Response, next: NextFunction) => {
    const route = findForwardedRoute(req.path);
    if (!route) return next();
    res.locals.metricsRoute = route.prefix;
    if (Number(req.headers['content-length'] ?? 0) > bodyLimitBytes) {
      throw new HttpError(413, 'The request body is too large.');
    }
    if (route.rateLimit) await rateLimits.consume(route.rateLimit, clientIpOf(req));
    replaceWithInternalHeaders(
      req.headers,
      await headersForServices(req, currentSession(res), internalTokenSecret),
    );
    await proxies[route.upstream](req, res, next);
  };
}
