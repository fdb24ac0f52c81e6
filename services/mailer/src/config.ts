import { resolve } from 'node:path';
import { EnvReader, type Environment, type LogLevel } from '@studio/service-kit/config';

export interface MailerConfig {
  redisUrl: string;
  redisPrefix: string;
  /** Unset: mail is written as `.eml` files under `mailDirectory` and links are logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDirectory: string;
  concurrency: number;
  logLevel: LogLevel;
  /** When set, `/healthz`, `/readyz` and `/metrics` are served on it (probes); otherwise no listener. */
  port: number | undefined;
  host: string;
}

export function readMailerConfig(env: Environment = process.env): MailerConfig {
  const reader = new EnvReader(env);
  const config: MailerConfig = {
    redisUrl: reader.url('REDIS_URL', 'redis://127.0.0.1:6379'),
    redisPrefix: reader.string('REDIS_PREFIX', 'studio:'),
    smtpUrl: reader.optionalUrl('SMTP_URL'),
    mailFrom: reader.string('MAIL_FROM', 'Studio <no-reply@localhost>'),
    mailDirectory: resolve(reader.string('DATA_DIR', '.data'), 'mail'),
    concurrency: reader.integer('MAIL_CONCURRENCY', 4, { min: 1, max: 50 }),
    port: reader.optionalPort('PORT'),
    host: reader.string('HOST', '127.0.0.1'),
    logLevel: reader.oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'info',
    ),
  };
  reader.done();
  return config;
}
