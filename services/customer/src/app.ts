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
import { staffDirectoryFromAuth } from '@studio/service-kit/staff-directory';

/** Builds the customer service: customers, their balances (ledger) and the audit log. */
export async function buildCustomerApp(
  config: CustomerConfig,
  { logStream }: { logStream?: DestinationStream } = {},
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
  const context: CustomerContext = {
    sequelize,
    cipher: new IcCipher(config.icEncryptionKey),
    trainers: staffDirectoryFromAuth(callService, config.authUrl),
    timeZone: config.businessTimeZone,
  };
  registerCustomerApi(app, context);
  return app;
}
