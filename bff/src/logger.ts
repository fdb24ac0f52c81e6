import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '@studio/service-kit/config';

/** Wherever these names appear in a log object, the value is replaced. */
const secretFields = [
  'password',
  'oldPassword',
  'newPassword',
  'token',
  'authorization',
  'cookie',
  'set-cookie',
];
const secretHeaders = ['x-studio-identity'];

const redactPaths = [
  ...secretFields.flatMap((name) => [
    `["${name}"]`,
    `*["${name}"]`,
    `*.*["${name}"]`,
    `*.*.*["${name}"]`,
  ]),
  ...secretHeaders.flatMap((name) => [`*["${name}"]`, `*.*["${name}"]`, `*.*.*["${name}"]`]),
];

/** Reset links carry their secret in the path; keep it out of the logs. */
export function maskSecretsInUrl(url: string): string {
  return url.replace(/^(\/api\/reset-password\/)[^/?#]+/, '$1[redacted]');
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' } }, destination);
}
