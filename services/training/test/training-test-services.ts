import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp as buildAuthApp } from '@studio/auth-service/dist/app.js';
import { readAuthConfig } from '@studio/auth-service/dist/config.js';
import { buildCustomerApp } from '@studio/customer-service/app';
import { readCustomerConfig } from '@studio/customer-service/config';
import type { ServiceApp } from '@studio/service-kit/app';
import type { Clock } from '@studio/service-kit/clock';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import pino from 'pino';
import { createDatabase } from '@studio/service-kit/database';
import { selectRows } from '@studio/service-kit/testing/select-rows';
import { migrateUp } from '@studio/service-kit/migrations';
import { createTestDatabase, type TestDatabase } from '@studio/service-kit/testing/database';
import {
  newAdmin,
  staffIdentityHeaders,
  type Staff,
} from '@studio/service-kit/testing/staff-identity';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import type { Training } from '@studio/contracts/training';
import { buildTrainingApp } from '../src/app.js';
import { readConfig, type TrainingConfig } from '../src/config.js';
import { trainingSchema } from '../src/context.js';
import { startReminders } from '../src/reminders/start-reminders.js';

export const secret = 'training-test-secret-at-least-32-characters';

export function as(staff: Staff): Promise<Record<string, string>> {
  return staffIdentityHeaders(staff, secret);
}

const customerMigrations = fileURLToPath(
  new URL('./migrations', import.meta.resolve('@studio/customer-service/app')),
);
const authMigrations = fileURLToPath(
  new URL('./migrations', import.meta.resolve('@studio/auth-service/dist/app.js')),
);
const trainingMigrations = fileURLToPath(new URL('../src/migrations', import.meta.url));

/**
 * The training service as it runs: its own schema next to the customer service's in one fresh
 * database, the real customer service answering over HTTP (ownership, names, the ledger), and a
 * Redis key prefix of its own.
 */
export class TrainingTestServices {
  training!: ServiceApp;
  customer!: ServiceApp;
  /** Only when started `withAuth`: staff accounts and their current names. */
  auth?: ServiceApp;
  config!: TrainingConfig;
  private database!: TestDatabase;
  readonly redisPrefix = randomRedisPrefix();

  static async start(
    options: {
      now?: () => Date;
      customerPort?: number;
      withAuth?: boolean;
      clock?: Clock;
      settings?: StudioSettingsReader;
    } = {},
  ): Promise<TrainingTestServices> {
    const services = new TrainingTestServices();
    services.database = await createTestDatabase();
    const sequelize = createDatabase({ url: services.database.url, schema: trainingSchema });
    await migrateUp({ sequelize, schema: 'customer', directory: customerMigrations });
    await migrateUp({ sequelize, schema: trainingSchema, directory: trainingMigrations });
    if (options.withAuth) await migrateUp({ sequelize, schema: 'auth', directory: authMigrations });
    await sequelize.close();
    const authUrl = options.withAuth ? await services.startAuth() : 'http://127.0.0.1:9';

    const customerUrl = await services.startCustomer(options.customerPort ?? 0);
    services.config = readConfig({
      DATABASE_URL: services.database.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: services.redisPrefix,
      INTERNAL_TOKEN_SECRET: secret,
      LOG_LEVEL: 'silent',
      CUSTOMER_URL: customerUrl,
      // Without auth nothing listens there and trainer names read 'Unknown'.
      AUTH_URL: authUrl,
      PUBLIC_BASE_URL: 'https://studio.example',
      // Tests sweep when they choose to.
      REMINDER_SWEEP_INTERVAL_MS: '3600000',
      MAIL_RELAY_INTERVAL_MS: '200',
    });
    services.training = await buildTrainingApp(services.config, {
      now: options.now,
      clock: options.clock,
      settings: options.settings,
    });
    await services.training.ready();
    return services;
  }

  /** Starts (or restarts) the customer service; tests stop it to see the outbox at work. */
  async startCustomer(port: number): Promise<string> {
    const config = readCustomerConfig({
      DATABASE_URL: this.database.url,
      INTERNAL_TOKEN_SECRET: secret,
      IC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      AUTH_URL: 'http://127.0.0.1:9',
    });
    this.customer = await buildCustomerApp(config);
    return this.customer.listen({ port, host: '127.0.0.1' });
  }

  private async startAuth(): Promise<string> {
    const config = readAuthConfig({
      DATABASE_URL: this.database.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: this.redisPrefix,
      INTERNAL_TOKEN_SECRET: secret,
      LOG_LEVEL: 'silent',
    });
    this.auth = await buildAuthApp(config);
    return this.auth.listen({ port: 0, host: '127.0.0.1' });
  }

  /** A staff account in the auth service, signing in as it would through the BFF. */
  async register(name: string, role: 'admin' | 'trainer'): Promise<Staff> {
    if (!this.auth) throw new Error('start the services withAuth');
    // Created by an admin, as on the Trainers screen: active at once, unlike a self-registration.
    const response = await this.auth.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: await as(newAdmin('Ada Admin')),
      payload: {
        name,
        email: `${randomUUID()}@example.com`,
        password: 'a long enough password',
        role,
      },
    });
    if (response.statusCode !== 201) throw new Error(`not registered: ${response.body}`);
    return { userId: (response.json() as { user: { _id: string } }).user._id, role, name };
  }

  /** The worker process's reminder side, in this process, reading `clock` and `settings`. */
  startReminders(clock: Clock, settings: StudioSettingsReader) {
    const sequelize = createDatabase({ url: this.database.url, schema: trainingSchema });
    const reminders = startReminders(this.config, {
      sequelize,
      settings,
      clock,
      logger: pino({ level: 'silent' }),
    });
    return {
      sweep: reminders.sweep,
      close: async () => {
        await reminders.close();
        await sequelize.close();
      },
    };
  }

  /** The test database's URL, for reading the service's stores directly. */
  get databaseUrl(): string {
    return this.database.url;
  }

  /** SQL on the test database (to set up what no route can, such as a customer without email). */
  sql<T extends object>(query: string, bind: unknown[] = []): Promise<T[]> {
    return selectRows<T>(this.database.url, trainingSchema, query, bind);
  }

  async stopCustomer(): Promise<void> {
    await this.customer.close();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.training?.close(), this.customer?.close(), this.auth?.close()]);
    await this.database?.drop();
    await deleteRedisKeys(this.redisPrefix);
  }

  /** A customer of `trainer`, created through the customer service as that trainer would. */
  async addCustomer(trainer: Staff, name: string): Promise<string> {
    const response = await this.customer.inject({
      method: 'POST',
      url: '/api/customers',
      headers: await as(trainer),
      payload: {
        name,
        email: `${randomUUID()}@example.com`,
        phone: '91234567',
        dateOfBirth: '1990-05-17',
        ic: 'S1234567D',
        sex: 'Female',
      },
    });
    if (response.statusCode !== 201 && response.statusCode !== 200)
      throw new Error(`customer not created: ${response.body}`);
    return (response.json() as { _id: string })._id;
  }

  /** Sessions left, as the customers screen shows them. */
  async sessionsLeft(staff: Staff, customerId: string): Promise<number> {
    const response = await this.customer.inject({
      method: 'GET',
      url: '/api/customers',
      headers: await as(staff),
    });
    const customer = (response.json() as Array<{ _id: string; numOfTrainings: number }>).find(
      (c) => c._id === customerId,
    );
    if (!customer) throw new Error('customer not visible');
    return customer.numOfTrainings;
  }

  async schedule(staff: Staff, payload: Record<string, unknown>) {
    return this.training.inject({
      method: 'POST',
      url: '/api/training',
      headers: await as(staff),
      payload,
    });
  }

  async claim(staff: Staff, trainingId: string) {
    return this.training.inject({
      method: 'POST',
      url: `/api/claimtraining/${trainingId}`,
      headers: await as(staff),
      payload: { status: 'completed' },
    });
  }

  async remove(staff: Staff, trainingId: string) {
    return this.training.inject({
      method: 'DELETE',
      url: `/api/training/${trainingId}`,
      headers: await as(staff),
    });
  }

  async list(staff: Staff, query = ''): Promise<Training[]> {
    const response = await this.training.inject({
      method: 'GET',
      url: `/api/training${query}`,
      headers: await as(staff),
    });
    if (response.statusCode !== 200)
      throw new Error(`list failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }
}

export const hoursFromNow = (hours: number, from = new Date()) =>
  new Date(from.getTime() + hours * 3_600_000);
