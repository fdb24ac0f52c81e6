import { randomBytes } from 'node:crypto';
import type { ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { signServiceToken } from '@studio/service-kit/identity-token';
import { migrateUp } from '@studio/service-kit/migrations';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import { selectRows } from '@studio/service-kit/testing/select-rows';
import { staffIdentityHeaders, type Staff } from '@studio/service-kit/testing/staff-identity';
import { afterAll, beforeAll } from 'vitest';
import { buildCustomerApp } from '../src/app.js';
import type { CustomerConfig } from '../src/config.js';
import { customerSchema, migrationsDirectory } from '../src/context.js';

export const secret = 'customer-test-secret-at-least-32-characters';

export function identityHeaders(staff: Staff): Promise<Record<string, string>> {
  return staffIdentityHeaders(staff, secret);
}

export async function serviceHeaders(serviceName = 'payment'): Promise<Record<string, string>> {
  return { 'x-studio-identity': await signServiceToken(serviceName, secret) };
}

export function customerConfig(
  databaseUrl: string,
  overrides: Partial<CustomerConfig> = {},
): CustomerConfig {
  return {
    serviceName: 'customer',
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    redisUrl: 'redis://127.0.0.1:6379',
    redisPrefix: 'test:',
    internalTokenSecret: secret,
    businessTimeZone: 'Asia/Singapore',
    logLevel: 'silent',
    settingsCacheMs: 0,
    nodeEnv: 'test',
    icEncryptionKey: randomBytes(32),
    // Nothing listens here unless a test starts the auth or training service.
    authUrl: 'http://127.0.0.1:9',
    trainingUrl: 'http://127.0.0.1:9',
    paymentUrl: 'http://127.0.0.1:9',
    // Tests release trial holds themselves when they move the clock.
    trialHoldSweepIntervalMs: 600_000,
    publicBaseUrl: 'https://studio.example',
    mailRelayIntervalMs: 200,
    // Tests sweep packages themselves when they move the clock.
    packageSweepIntervalMs: 600_000,
    leadRetentionIntervalMs: 86_400_000,
    ...overrides,
  };
}

/** A migrated, empty customer database of its own. */
export async function createCustomerDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  const sequelize = createDatabase({ url: database.url, schema: customerSchema });
  await migrateUp({ sequelize, schema: customerSchema, directory: migrationsDirectory });
  await sequelize.close();
  return database;
}

export async function startCustomerApp(
  config: CustomerConfig,
  options: Parameters<typeof buildCustomerApp>[1] = {},
): Promise<ServiceApp> {
  const app = await buildCustomerApp(config, options);
  await app.ready();
  return app;
}

/**
 * The customer app on a migrated database of its own, started before the file's tests and
 * closed (its database dropped) after them.
 */
export function useCustomerApp(options: Parameters<typeof buildCustomerApp>[1] = {}): {
  readonly app: ServiceApp;
  readonly databaseUrl: string;
} {
  let database: TestDatabase | undefined;
  let app: ServiceApp | undefined;
  beforeAll(async () => {
    database = await createCustomerDatabase();
    app = await startCustomerApp(customerConfig(database.url), options);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the customer app starts in beforeAll');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get databaseUrl() {
      return started(database).url;
    },
  };
}

/** Rows of a SELECT on the customer schema of a test database. */
export function selectCustomerRows<Row extends object>(
  databaseUrl: string,
  query: string,
  bind: unknown[] = [],
): Promise<Row[]> {
  return selectRows<Row>(databaseUrl, customerSchema, query, bind);
}

export const validCustomer = {
  name: 'Tan Mei Ling',
  email: 'meiling@example.com',
  phone: '+65 9123 4567',
  dateOfBirth: '1990-05-17',
  ic: 's1234567d',
  sex: 'Female',
};
