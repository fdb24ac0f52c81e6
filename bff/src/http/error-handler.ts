import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { HttpError } from '@studio/service-kit/errors';
import { TooManyAttempts } from '../security/rate-limits.js';
import { sendError } from './send-error.js';
import { isStoreUnavailable } from './store-unavailable.js';

/** body-parser's error types, in words a client developer can act on. */
const bodyParserMessages: Record<string, [number, string]> = {
  'entity.too.large': [413, 'The request body is too large (at most 100 KB).'],
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.verify.failed': [400, 'The request body could not be read.'],
  'request.aborted': [400, 'The request body was cut off.'],
  'request.size.invalid': [400, 'The request body does not match its Content-Length.'],
  'encoding.unsupported': [415, 'The request body uses an unsupported Content-Encoding.'],
  'charset.unsupported': [415, 'The request body must be UTF-8 JSON.'],
  'stream.encoding.set': [500, 'Something went wrong. Please try again.'],
};

function bodyParserFailure(error: unknown): [number, string] | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  return bodyParserMessages[String(error.type)];
}

/** The last handler: every failure leaves as `{ error }`; only unexpected ones are 5xx. */
export function errorHandler(logger: Logger) {
  // Express recognises error handlers by their four parameters.
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof TooManyAttempts)
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof HttpError) return sendError(res, error.statusCode, error.message);
    const bodyFailure = bodyParserFailure(error);
    if (bodyFailure) return sendError(res, ...bodyFailure);
    if (isStoreUnavailable(error)) {
      logger.error({ reqId: req.id, err: error }, 'Redis unavailable');
      return sendError(
        res,
        503,
        'Signing in is temporarily unavailable. Please try again shortly.',
      );
    }
    logger.error({ reqId: req.id, err: error }, 'request failed');
    sendError(res, 500, 'Something went wrong. Please try again.');
  };
}
