import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '@studio/service-kit/config';
import { redactPaths } from '@studio/service-kit/log-redaction';

/** Reset and welcome links carry their secret in the path; keep it out of the logs. */
export function maskSecretsInUrl(url: string): string {
  return url.replace(/^(\/api\/(?:reset-password|welcome)\/)[^/?#]+/, '$1[redacted]');
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' } }, destination);
}
