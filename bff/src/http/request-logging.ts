import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestIdOf } from '@studio/service-kit/request-id';
import { maskSecretsInUrl, requestLineLogger } from '../logger.js';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id, set by `requestLogging` before anything else runs. */
    id: string;
  }
}

/**
 * One log line per request with its id. The id (the caller's `X-Request-Id` when it looks like one)
 * is echoed to the client and passed on to the services. Headers are left out entirely: they carry
 * cookies, bearer tokens and identity tokens. Written by hand rather than with pino-http, which
 * builds a child logger and wraps the response for every request: a large share of the BFF's own
 * CPU per forwarded call.
 */
/** Probes answer every few seconds (Kubernetes, the local runner's supervision): logged only when they fail. */
const probePaths = new Set(['/healthz', '/readyz', '/metrics']);

const lineMessages = {
  warn: 'request aborted',
  error: 'request errored',
  info: 'request completed',
} as const;

export function requestLogging(appLogger: Logger) {
  const logger = requestLineLogger(appLogger);
  return (req: Request, res: Response, next: NextFunction) => {
    const startedAt = performance.now();
    const id = requestIdOf(req);
    req.id = id;
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    res.once('close', () => {
      const level = !res.writableFinished
        ? 'warn'
        : res.statusCode >= 500
          ? 'error'
          : probePaths.has(req.path)
            ? undefined
            : 'info';
      // Below the configured level (production runs at info, the tests at warn) the line is not built.
      if (level === undefined || !logger.isLevelEnabled(level)) return;
      const line = {
        reqId: id,
        req: { method: req.method, url: maskSecretsInUrl(req.originalUrl) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - startedAt),
        clientIp: req.ip,
      };
      logger[level](line, lineMessages[level]);
    });
    next();
  };
}
