import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import {
  createProxyMiddleware,
  debugProxyErrorsPlugin,
  proxyEventsPlugin,
  type RequestHandler,
} from 'http-proxy-middleware';
import { internalHeaders } from '@studio/contracts/headers';
import { unauthorized } from '@studio/service-kit/errors';
import type { UpstreamName } from '../config.js';
import { sendError } from '../http/send-error.js';
import { bodyLimitBytes } from '../http/json-body.js';
import type { RateLimits } from '../security/rate-limits.js';
import { clientIpOf } from '../security/client-ip.js';
import { currentSession } from '../session/current-session.js';
import type { SessionStore } from '../session/session-store.js';
import type { IdentityTokens } from './identity-tokens.js';
import { hasUndeclaredLength, readLengthCheckedBody, tooLarge } from './length-checked-body.js';
import { headersForServices, replaceWithInternalHeaders } from './internal-headers.js';
import { relayResponse, relayWholeResponse } from './relay-response.js';
import { readWholeAnswer, refreshedIdentity } from './session-refresh.js';
import { failedOnClosedPooledConnection, safeToSendAgain } from './stale-connection-retry.js';
import { findForwardedRoute } from './routes.js';
import { upstreamFailure, UpstreamTimeoutError } from './upstream-errors.js';
import { closeIdleConnections, type Upstream, type Upstreams } from './upstreams.js';

export interface ForwardingDependencies {
  upstreams: Upstreams;
  sessions: SessionStore;
  rateLimits: RateLimits;
  identityTokens: IdentityTokens;
  upstreamTimeoutMs: number;
  logger: Logger;
}

/** Chunked bodies the BFF read whole (within the route's limit) before forwarding them. */
const countedBodies = new WeakMap<IncomingMessage, Buffer>();

/** The BFF's request to a service for one caller's request, and whether an answer has begun. */
interface Attempt {
  upstreamRequest: ClientRequest;
  answered: boolean;
}

/**
 * A caller who hangs up takes its service request with it. http-proxy only learns of a hang-up
 * from the incoming request's 'aborted' or 'error' events, which Node no longer emits once a
 * bodiless request has been read: without this, an answer that arrives after the caller left is
 * left half-read on a connection that is never freed nor closed.
 */
function stopWhenCallerLeaves(upstreamRequest: ClientRequest, res: ServerResponse) {
  const stop = () => {
    if (!res.writableFinished) upstreamRequest.destroy();
  };
  if (res.destroyed) {
    stop();
    return;
  }
  res.once('close', stop);
  upstreamRequest.once('close', () => res.off('close', stop));
}

function upstreamProxy(
  upstream: Upstream,
  { sessions, upstreamTimeoutMs, logger }: ForwardingDependencies,
): RequestHandler {
  const attempts = new WeakMap<IncomingMessage, Attempt>();
  const sentAgain = new WeakSet<IncomingMessage>();

  /** Ends the user's other sessions before the caller sees the answer, so no stale session outlives it. */
  async function endSessions(userId: string, req: IncomingMessage, res: ServerResponse) {
    try {
      // The caller's own session survives: a person who changes their password stays signed in.
      const ended = await sessions.endAllForUser(userId, currentSession(res as Response)?.id);
      logger.info({ reqId: req.id, userId, ended }, 'ended sessions on service request');
    } catch (error) {
      logger.error(
        { reqId: req.id, userId, err: error },
        'could not end sessions the service asked to end',
      );
    }
  }

  /**
   * Copies the new name and email of the answer's `{ user }` into every session of that user
   * before the caller sees the answer, so the next identity token names them as auth now does.
   */
  async function refreshSessions(userId: string, body: Buffer, req: IncomingMessage) {
    const identity = refreshedIdentity(body, userId);
    if (!identity) {
      logger.error(
        { reqId: req.id, userId },
        'a service asked to refresh sessions without that user in its answer',
      );
      return;
    }
    try {
      const refreshed = await sessions.refreshUser(userId, identity);
      logger.info({ reqId: req.id, userId, refreshed }, 'refreshed sessions on service request');
    } catch (error) {
      logger.error(
        { reqId: req.id, userId, err: error },
        'could not refresh sessions the service asked to refresh',
      );
    }
  }

  async function answer(
    upstreamResponse: IncomingMessage,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const endFor = upstreamResponse.headers[internalHeaders.endSessions];
    if (typeof endFor === 'string' && endFor !== '') await endSessions(endFor, req, res);
    const refreshFor = upstreamResponse.headers[internalHeaders.refreshSessions];
    const succeeded = (upstreamResponse.statusCode ?? 500) < 300;
    if (typeof refreshFor !== 'string' || refreshFor === '' || !succeeded) {
      relayResponse(upstreamResponse, res);
      return;
    }
    let body: Buffer;
    try {
      body = await readWholeAnswer(upstreamResponse);
    } catch (error) {
      logger.warn({ reqId: req.id, err: error }, 'could not read the answer asking for a refresh');
      res.destroy();
      return;
    }
    await refreshSessions(refreshFor, body, req);
    relayWholeResponse(upstreamResponse, body, res);
  }

  function fail(error: Error, req: IncomingMessage, res: ServerResponse) {
    logger.warn({ reqId: req.id, upstream: upstream.name, err: error }, 'forwarding failed');
    const failure = upstreamFailure(upstream, error);
    sendError(res, failure.statusCode, failure.message);
  }

  /** Sends a bodiless GET/HEAD once more when its pooled connection turned out to be closed. */
  function sendAgainIfStale(error: Error, req: IncomingMessage, res: ServerResponse): boolean {
    const attempt = attempts.get(req);
    if (
      !attempt ||
      sentAgain.has(req) ||
      !safeToSendAgain(req) ||
      !failedOnClosedPooledConnection(attempt.upstreamRequest, attempt.answered, error)
    ) {
      return false;
    }
    sentAgain.add(req);
    // With the idle ones gone, the second try gets a new connection rather than another stale one.
    closeIdleConnections(upstream);
    logger.info(
      { reqId: req.id, upstream: upstream.name, err: error },
      'the service had closed a pooled connection; sending the request again on a new one',
    );
    void proxy(req, res, (cause: Error) => fail(cause, req, res));
    return true;
  }

  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: upstream.url,
    agent: upstream.agent,
    changeOrigin: true,
    xfwd: false,
    selfHandleResponse: true,
    // Without the default logger plugin, which builds a URL and a line per answer only to hand
    // them to a logger that discards them; errors are answered and logged by `on.error`.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (upstreamRequest: ClientRequest, req, res) => {
        const attempt: Attempt = { upstreamRequest, answered: false };
        attempts.set(req, attempt);
        const timer = setTimeout(
          () => upstreamRequest.destroy(new UpstreamTimeoutError(upstream, upstreamTimeoutMs)),
          upstreamTimeoutMs,
        );
        upstreamRequest.once('response', () => {
          attempt.answered = true;
          clearTimeout(timer);
        });
        upstreamRequest.once('close', () => clearTimeout(timer));
        stopWhenCallerLeaves(upstreamRequest, res);
        // Read already, so http-proxy's pipe from the request only ends the upstream request.
        const counted = countedBodies.get(req);
        if (counted) upstreamRequest.write(counted);
      },
      proxyRes: (upstreamResponse, req, res) => {
        void answer(upstreamResponse, req, res);
      },
      error: (error, req, res) => {
        // A caller who has hung up gets no answer; a half-sent answer can only be cut off.
        if (!('setHeader' in res) || res.destroyed) return;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (!sendAgainIfStale(error, req, res)) fail(error, req, res);
      },
    },
  });
  return proxy;
}

/**
 * Forwards `/api` requests by the route table: a session unless the route is public, rate limit,
 * credentials out, internal headers in. Requests no route matches fall through to the not-found
 * handler.
 */
export function forwardToServices(dependencies: ForwardingDependencies) {
  const { upstreams, rateLimits, identityTokens } = dependencies;
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
    if (!route.public && !currentSession(res)) throw unauthorized();
    const limitBytes = route.maxBodyBytes ?? bodyLimitBytes;
    if (Number(req.headers['content-length'] ?? 0) > limitBytes) throw tooLarge(limitBytes);
    if (route.rateLimit) await rateLimits.consume(route.rateLimit, clientIpOf(req));
    if (hasUndeclaredLength(req)) {
      const body = await readLengthCheckedBody(req, limitBytes);
      delete req.headers['transfer-encoding'];
      req.headers['content-length'] = String(body.length);
      countedBodies.set(req, body);
    }
    replaceWithInternalHeaders(
      req.headers,
      await headersForServices(
        req,
        route.signedLink || route.ping ? null : currentSession(res),
        identityTokens,
      ),
    );
    // The caller may have hung up while the checks above waited on Redis.
    if (res.destroyed) return;
    await proxies[route.upstream](req, res, next);
  };
}
