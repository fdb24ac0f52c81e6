import type { DestinationStream } from 'pino';
import { createServiceApp, type ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { createServiceClient } from '@studio/service-kit/service-client';
import { registerCustomerApi } from './api.js';
import type { CustomerConfig } from './config.js';
import { customerSchema, type CustomerContext } from './context.js';
import { IcCipher } from './domain/ic-cipher.js';
import { initAuditEntryModel } from './models/audit-entry.js';
import { initCustomerModel } from './models/customer.js';
import { staffDirectoryFromAuth, staffRosterFromAuth } from '@studio/service-kit/staff-directory';
import { systemClock, type Clock } from '@studio/service-kit/clock';
import { createEmailQueue } from '@studio/service-kit/email-queue';
import { createMailRelay } from '@studio/service-kit/mail-outbox';
import { staffContactsFromAuth } from '@studio/service-kit/staff-contacts';
import {
  studioSettingsFromAuth,
  type StudioSettingsReader,
} from '@studio/service-kit/studio-settings';
import { LowBalanceNotices } from './notices/low-balance-notices.js';
import { forgetInAuthAndTraining } from './erasure-elsewhere.js';
import { forgetMailInRedis } from './erasure-in-redis.js';
import { createRedis } from '@studio/service-kit/redis';
import { portalAccountsInAuth } from './portal-accounts.js';
import { startPackageExpiry } from './packages/start-package-expiry.js';
import { photoProcessingSlots } from './progress/photo-images.js';
import { ProcessingSlots } from './progress/processing-slots.js';
import { startTrialHoldRelease } from './trial/release-expired-holds.js';
import { startLeadRetention } from './trial/start-lead-retention.js';
import { trialServicesOver } from './trial/trial-services.js';

/** Builds the customer service: customers, their balances (ledger) and the audit log. */
export async function buildCustomerApp(
  config: CustomerConfig,
  {
    logStream,
    clock = systemClock,
    settings,
  }: {
    logStream?: DestinationStream;
    /** Tests move a ManualClock. */
    clock?: Clock;
    /** Tests give chosen settings; otherwise they are read from auth. */
    settings?: StudioSettingsReader;
  } = {},
): Promise<ServiceApp> {
  const sequelize = createDatabase({ url: config.databaseUrl, schema: customerSchema });
  initCustomerModel(sequelize);
  initAuditEntryModel(sequelize);

  const app = await createServiceApp({
    serviceName: 'customer',
    internalTokenSecret: config.internalTokenSecret,
    logLevel: config.logLevel,
    sequelize,
    logStream,
  });

  const callService = createServiceClient({
    serviceName: 'customer',
    secret: config.internalTokenSecret,
  });
  const studioSettings =
    settings ??
    studioSettingsFromAuth(callService, config.authUrl, { ttlMs: config.settingsCacheMs });
  const emailQueue = createEmailQueue({ ...config, logger: app.log });
  const relay = createMailRelay({ sequelize, queue: emailQueue, logger: app.log });
  // The mailer's record of sent mail, read only by an erasure (fail-fast, like the queue).
  const mailRecords = createRedis(config.redisUrl);
  mailRecords.on('error', () => undefined);
  const lowBalanceNotices = new LowBalanceNotices({
    sequelize,
    staff: staffContactsFromAuth(callService, config.authUrl),
    settings: studioSettings,
    relay,
    publicBaseUrl: config.publicBaseUrl,
    internalTokenSecret: config.internalTokenSecret,
    logger: app.log,
  });
  const packages = startPackageExpiry(
    { ...config, sweepIntervalMs: config.packageSweepIntervalMs },
    {
      sequelize,
      settings: studioSettings,
      clock,
      timeZone: config.businessTimeZone,
      relay,
      publicBaseUrl: config.publicBaseUrl,
      internalTokenSecret: config.internalTokenSecret,
      logger: app.log,
    },
  );
  const trial = trialServicesOver(callService, config);
  const leadRetention = startLeadRetention(
    { ...config, everyMs: config.leadRetentionIntervalMs },
    { sequelize, clock, logger: app.log },
  );
  let stopNotices = () => {};
  let stopTrialRelease = () => {};
  app.addHook('onReady', async () => {
    stopNotices = lowBalanceNotices.start(config.mailRelayIntervalMs);
    stopTrialRelease = startTrialHoldRelease(
      {
        sequelize,
        clock,
        trial,
        logger: app.log,
        settings: studioSettings,
        trainers: staffDirectoryFromAuth(callService, config.authUrl),
        mailRelay: relay,
        timeZone: config.businessTimeZone,
      },
      config.trialHoldSweepIntervalMs,
    );
    packages.start();
    leadRetention.start();
  });
  app.addHook('preClose', async () => {
    stopNotices();
    stopTrialRelease();
    await packages.close();
    await leadRetention.close();
  });
  app.addHook('onClose', async () => {
    await emailQueue.close();
    mailRecords.disconnect();
  });

  const context: CustomerContext = {
    sequelize,
    cipher: new IcCipher(config.icEncryptionKey),
    trainers: staffDirectoryFromAuth(callService, config.authUrl),
    staff: staffRosterFromAuth(callService, config.authUrl),
    timeZone: config.businessTimeZone,
    settings: studioSettings,
    clock,
    internalTokenSecret: config.internalTokenSecret,
    lowBalanceNotices,
    portalAccounts: portalAccountsInAuth(callService, config.authUrl),
    forgetElsewhere: forgetInAuthAndTraining(callService, config),
    forgetMailInRedis: forgetMailInRedis({
      queue: emailQueue,
      redis: mailRecords,
      redisPrefix: config.redisPrefix,
      logger: app.log,
    }),
    packageExpiry: packages.expiry,
    mailRelay: relay,
    photoSlots: new ProcessingSlots(photoProcessingSlots),
    trial,
  };
  registerCustomerApi(app, context);
  return app;
}
