import { randomBytes, randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { buildCustomerApp } from '@studio/customer-service/app';
import { readCustomerConfig } from '@studio/customer-service/config';
import {
  customerSchema,
  migrationsDirectory as customerMigrations,
} from '@studio/customer-service/context';
import type { ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { migrateUp } from '@studio/service-kit/migrations';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import { staffIdentityHeaders, type Staff } from '@studio/service-kit/testing/staff-identity';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import { buildPaymentApp } from '../src/app.js';
import { readPaymentConfig, type PaymentConfig } from '../src/config.js';
import { migrationsDirectory as paymentMigrations, paymentSchema } from '../src/context.js';

export const internalTokenSecret = 'payment-test-secret-at-least-32-characters';

export function identityHeaders(staff: Staff): Promise<Record<string, string>> {
  return staffIdentityHeaders(staff, internalTokenSecret);
}

/**
 * The real customer service on a real port (the payment service calls it over HTTP), which a test
 * can stop and start again on the same port to play an outage.
 */
export class CustomerService {
  app: ServiceApp | undefined;
  port = 0;

  constructor(private readonly env: Record<string, string>) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.app = await buildCustomerApp(readCustomerConfig(this.env));
    await this.app.listen({ port: this.port, host: '127.0.0.1' });
    const address = this.app.server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  async stop(): Promise<void> {
    await this.app?.close();
    this.app = undefined;
  }

  async addCustomer(trainer: Staff, name: string): Promise<string> {
    if (!this.app) throw new Error('The customer service is stopped.');
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: await identityHeaders(trainer),
      payload: {
        name,
        email: `${randomUUID()}@example.com`,
        phone: '91234567',
        dateOfBirth: '1990-01-01',
        ic: 'S1234567D',
        sex: 'F',
      },
    });
    if (response.statusCode !== 201) throw new Error(`Could not add a customer: ${response.body}`);
    return response.json()._id;
  }

  async customer(
    trainer: Staff,
    id: string,
  ): Promise<{ numOfTrainings: number; paymentHistory: unknown[] } | undefined> {
    if (!this.app) throw new Error('The customer service is stopped.');
    const response = await this.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: await identityHeaders(trainer),
    });
    return (
      response.json() as { _id: string; numOfTrainings: number; paymentHistory: unknown[] }[]
    ).find((entry) => entry._id === id);
  }
}

export interface PaymentHarness {
  payments: ServiceApp;
  customers: CustomerService;
  config: PaymentConfig;
  query<Row extends object>(sql: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * One database (customer and payment schemas), a Redis prefix of its own, both services. The
 * studio settings are the defaults (no PayNow account) unless a test chooses its own.
 */
export async function startPaymentHarness({
  settings,
}: { settings?: StudioSettingsReader } = {}): Promise<PaymentHarness> {
  const database: TestDatabase = await createTestDatabase();
  for (const [schema, directory] of [
    [customerSchema, customerMigrations],
    [paymentSchema, paymentMigrations],
  ] as const) {
    const sequelize = createDatabase({ url: database.url, schema });
    await migrateUp({ sequelize, schema, directory });
    await sequelize.close();
  }
  const redisPrefix = randomRedisPrefix();
  const sharedEnv = {
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: redisPrefix,
    INTERNAL_TOKEN_SECRET: internalTokenSecret,
    // Nothing listens here: staff names read 'Unknown'.
    AUTH_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'silent',
  };
  const customers = new CustomerService({
    ...sharedEnv,
    IC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
  await customers.start();

  const config = readPaymentConfig({
    ...sharedEnv,
    CUSTOMER_URL: customers.url,
    LEDGER_RETRY_DELAY_MS: '100',
    OUTBOX_SWEEP_INTERVAL_MS: '300',
  });
  const payments = await buildPaymentApp(config, { settings });
  await payments.ready();

  const paymentDb = createDatabase({ url: database.url, schema: paymentSchema });
  return {
    payments,
    customers,
    config,
    query: <Row extends object>(sql: string, values: unknown[] = []) =>
      paymentDb.query<Row>(sql, { bind: values, type: QueryTypes.SELECT }),
    close: async () => {
      await payments.close();
      await customers.stop();
      await paymentDb.close();
      await database.drop();
      await deleteRedisKeys(redisPrefix);
    },
  };
}
