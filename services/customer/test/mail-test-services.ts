import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp as buildAuthApp } from '@studio/auth-service/dist/app.js';
import { readAuthConfig } from '@studio/auth-service/dist/config.js';
import { startMailDelivery } from '@studio/mailer/dist/testing/mail-delivery.js';
import type { ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { migrateUp } from '@studio/service-kit/migrations';
import type { TestDatabase } from '@studio/service-kit/testing/database';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { chosenSettings } from '@studio/service-kit/testing/settings-reader';
import { newAdmin, type Staff } from '@studio/service-kit/testing/staff-identity';
import { afterAll, beforeAll } from 'vitest';
import {
  createCustomerDatabase,
  customerConfig,
  identityHeaders,
  selectCustomerRows,
  serviceHeaders,
  startCustomerApp,
  validCustomer,
} from './customer-test-app.js';

const authMigrations = fileURLToPath(
  new URL('./migrations', import.meta.resolve('@studio/auth-service/dist/app.js')),
);

/**
 * The customer service as it sends mail: the real auth service (staff names and addresses), the
 * mail worker delivering to a real SMTP inbox, Redis under a prefix of its own, a ManualClock and
 * chosen settings.
 */
export class MailTestServices {
  readonly clock = new ManualClock('2026-12-01T02:00:00Z');
  readonly settings = chosenSettings({ studioName: 'Harbour Fitness', lowBalanceThreshold: 2 });
  readonly redisPrefix = randomRedisPrefix();
  customer!: ServiceApp;
  auth!: ServiceApp;
  delivery!: Awaited<ReturnType<typeof startMailDelivery>>;
  private database!: TestDatabase;

  /** Services started before the file's tests and stopped after them. */
  static forTests(): MailTestServices {
    const services = new MailTestServices();
    beforeAll(() => services.start());
    afterAll(() => services.close());
    return services;
  }

  private async start(): Promise<void> {
    this.database = await createCustomerDatabase();
    const sequelize = createDatabase({ url: this.database.url, schema: 'auth' });
    await migrateUp({ sequelize, schema: 'auth', directory: authMigrations });
    await sequelize.close();
    const common = { redisUrl: testRedisUrl, redisPrefix: this.redisPrefix };
    const authUrl = await this.startAuth(0);
    this.customer = await startCustomerApp(
      customerConfig(this.database.url, { ...common, authUrl }),
      { clock: this.clock, settings: this.settings },
    );
    this.delivery = await startMailDelivery(common);
  }

  /** Starts (or restarts, on the port it had) the auth service; tests stop it to see retries. */
  async startAuth(port: number): Promise<string> {
    this.auth = await buildAuthApp(
      readAuthConfig({
        DATABASE_URL: this.database.url,
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: this.redisPrefix,
        INTERNAL_TOKEN_SECRET: customerConfig('').internalTokenSecret,
        LOG_LEVEL: 'silent',
      }),
    );
    return this.auth.listen({ port, host: '127.0.0.1' });
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.customer?.close(), this.auth?.close(), this.delivery?.close()]);
    await this.database?.drop();
    await deleteRedisKeys(this.redisPrefix);
  }

  /** A trainer account in auth (so notices can reach them), as the BFF would name them. */
  async trainer(name: string): Promise<Staff & { email: string }> {
    const email = `${randomUUID()}@example.com`;
    // Created by an admin, as on the Trainers screen: active at once, unlike a self-registration.
    const response = await this.auth.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: await identityHeaders(newAdmin('Ada Admin')),
      payload: { name, email, password: 'a long enough password', role: 'trainer' },
    });
    if (response.statusCode !== 201) throw new Error(`not registered: ${response.body}`);
    return { userId: response.json().user._id, role: 'trainer', name, email };
  }

  async addCustomer(trainer: Staff, fields: Partial<typeof validCustomer> = {}): Promise<string> {
    const response = await this.customer.inject({
      method: 'POST',
      url: '/api/customers',
      headers: await identityHeaders(trainer),
      payload: { ...validCustomer, email: `${randomUUID()}@example.com`, ...fields },
    });
    if (response.statusCode !== 201) throw new Error(`customer not added: ${response.body}`);
    return response.json()._id;
  }

  async ledger(customerId: string, entry: Record<string, unknown>) {
    const response = await this.customer.inject({
      method: 'POST',
      url: `/internal/customers/${customerId}/ledger`,
      headers: await serviceHeaders('training'),
      payload: entry,
    });
    if (response.statusCode !== 200) throw new Error(`ledger refused: ${response.body}`);
    return response.json() as { numOfTrainings: number; applied: boolean };
  }

  pay(customerId: string, sessions: number) {
    return this.ledger(customerId, {
      sourceType: 'payment',
      sourceId: randomUUID(),
      delta: sessions,
      payment: { amountPaid: 100 * sessions, paidAt: this.clock.now().toISOString() },
    });
  }

  claim(customerId: string, trainingId = randomUUID()) {
    return this.ledger(customerId, {
      sourceType: 'training-claim',
      sourceId: trainingId,
      delta: -1,
    });
  }

  /** The customer as the customers screen shows them. */
  async shown(staff: Staff, customerId: string) {
    const response = await this.customer.inject({
      method: 'GET',
      url: '/api/customers',
      headers: await identityHeaders(staff),
    });
    return (
      response.json() as Array<{ _id: string; lowBalance: boolean; emailsOff: boolean }>
    ).find((customer) => customer._id === customerId);
  }

  async mailsTo(email: string) {
    return (await this.delivery.mails()).filter((mail) => mail.to.includes(email));
  }

  /** Mail to this address other than payment receipts (which every payment sends). */
  async noticesTo(email: string) {
    return (await this.mailsTo(email)).filter(
      (mail) => !mail.parsed.subject?.startsWith('Your receipt from'),
    );
  }

  async emailOf(customerId: string): Promise<string> {
    const [row] = await this.sql<{ email: string }>(
      'SELECT email FROM customer.customers WHERE id = $1',
      [customerId],
    );
    return row!.email;
  }

  sql<T extends object>(query: string, bind: unknown[] = []): Promise<T[]> {
    return selectCustomerRows<T>(this.database.url, query, bind);
  }

  get databaseUrl(): string {
    return this.database.url;
  }
}

/** Long enough for a mail that should not come to have come. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
