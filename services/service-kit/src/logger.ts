import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { LogLevel } from './config.js';
import { redactPaths } from './log-redaction.js';

export interface LoggerSettings {
  /** Names every line, so mixed output of several processes stays readable. */
  name: string;
  level: LogLevel;
  /** Where log lines go; defaults to stdout. Tests pass a stream to read what was logged. */
  stream?: DestinationStream;
  /** Rewrites a URL before it is logged, for paths that carry secrets (reset tokens). */
  maskUrl?: (url: string) => string;
}

export function loggerOptions({
  name,
  level,
  stream,
  maskUrl = (url) => url,
}: LoggerSettings): NonNullable<FastifyServerOptions['logger']> {
  return {
    name,
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
