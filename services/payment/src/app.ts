import type { DestinationStream } from 'pino';
import { createServiceApp, type ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { createRedis } from '@studio/service-kit/redis';
import { createServiceClient } from '@studio/service-kit/service-client';
import { staffDirectoryFromAuth } from '@studio/service-kit/staff-directory';
import {
  studioSettingsFromAuth,
  type StudioSettingsReader,
} from '@studio/service-kit/studio-settings';
import type { PaymentConfig } from './config.js';
import { paymentSchema, type PaymentContext } from './context.js';
import { customerDirectory } from './customer-directory.js';
import { createLedgerQueue } from './ledger/ledger-queue.js';
import { registerPaymentRoutes } from './routes/payments.js';

/**
 * Builds the payment service: idempotent payment recording, the credit outbox, the payments list,
 * the PayNow QR payload.
 */
export async function buildPaymentApp(
  config: PaymentConfig,
  {
    logStream,
    settings,
  }: {
    logStream?: DestinationStream;
    /** Tests give chosen settings; otherwise they are read from auth. */
    settings?: StudioSettingsReader;
  } = {},
): Promise<ServiceApp> {
  const sequelize = createDatabase({ url: config.databaseUrl, schema: paymentSchema });
  const redis = createRedis(config.redisUrl);
  const ledgerQueue = createLedgerQueue(
    config.redisUrl,
    config.redisPrefix,
    config.ledgerRetryDelayMs,
  );

  const app = await createServiceApp({
    serviceName: 'payment',
    internalTokenSecret: config.internalTokenSecret,
    logLevel: config.logLevel,
    sequelize,
    redis,
    logStream,
  });
  // Without a listener an 'error' event would crash the process; a Redis outage is logged instead.
  ledgerQueue.on('error', (error) => app.log.warn({ err: error }, 'ledger queue error'));
  app.addHook('onClose', async () => {
    await ledgerQueue.closeAll().catch(() => undefined);
  });

  const callService = createServiceClient({
    serviceName: 'payment',
    secret: config.internalTokenSecret,
  });
  const context: PaymentContext = {
    sequelize,
    callService,
    customerUrl: config.customerUrl,
    customers: customerDirectory(callService, config.customerUrl),
    staff: staffDirectoryFromAuth(callService, config.authUrl),
    settings:
      settings ??
      studioSettingsFromAuth(callService, config.authUrl, {
        ttlMs: config.settingsCacheMs,
        onUnavailable: (error) => app.log.warn({ err: error }, 'studio settings unavailable'),
      }),
    timeZone: config.businessTimeZone,
    ledgerQueue,
    retryDelayMs: config.ledgerRetryDelayMs,
  };
  registerPaymentRoutes(app, context);
  return app;
}
