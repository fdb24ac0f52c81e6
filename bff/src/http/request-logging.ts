import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdOf } from '@studio/service-kit/request-id';
import { maskSecretsInUrl } from '../logger.js';

/**
 * One log line per request with its id. The id (the caller's `X-Request-Id` when it looks like one)
 * is echoed to the client and passed on to the services. Headers are left out entirely: they carry
 * cookies, bearer tokens and identity tokens.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      req.headers['x-request-id'] = id;
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: maskSecretsInUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customProps: (req: IncomingMessage) => ({ clientIp: (req as { ip?: string }).ip }),
  });
}
