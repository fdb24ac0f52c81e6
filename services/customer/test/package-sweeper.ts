import type { Clock } from '@studio/service-kit/clock';
import { createDatabase } from '@studio/service-kit/database';
import { createEmailQueue } from '@studio/service-kit/email-queue';
import { createMailRelay } from '@studio/service-kit/mail-outbox';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import { testRedisUrl } from '@studio/service-kit/testing/redis';
import pino from 'pino';
import { customerSchema } from '../src/context.js';
import { startPackageExpiry } from '../src/packages/start-package-expiry.js';
import { customerConfig } from './customer-test-app.js';

/**
 * The customer service's package expiry as its worker runs it (same code, same database, same
 * clock and settings as the app under test), without the interval: tests sweep when they have
 * moved the clock, or run a job's step as the worker would.
 */
export function createPackageSweeper(
  databaseUrl: string,
  {
    clock,
    settings,
    redisPrefix,
  }: { clock: Clock; settings: StudioSettingsReader; redisPrefix: string },
) {
  const logger = pino({ level: 'silent' });
  const sequelize = createDatabase({ url: databaseUrl, schema: customerSchema });
  const emailQueue = createEmailQueue({ redisUrl: testRedisUrl, redisPrefix, logger });
  const config = customerConfig(databaseUrl);
  const packages = startPackageExpiry(
    { redisUrl: testRedisUrl, redisPrefix, sweepIntervalMs: 600_000 },
    {
      sequelize,
      settings,
      clock,
      timeZone: config.businessTimeZone,
      relay: createMailRelay({ sequelize, queue: emailQueue, logger }),
      publicBaseUrl: config.publicBaseUrl,
      internalTokenSecret: config.internalTokenSecret,
      logger,
    },
  );
  return {
    expiry: packages.expiry,
    sweep: () => packages.expiry.sweep(),
    async close() {
      await packages.close();
      await emailQueue.close();
      await sequelize.close();
    },
  };
}
