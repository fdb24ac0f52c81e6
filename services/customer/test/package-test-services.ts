import { randomUUID } from 'node:crypto';
import type { Customer } from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import type { TestDatabase } from '@studio/service-kit/testing/database';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  testRedisUrl,
} from '@studio/service-kit/testing/redis';
import { chosenSettings } from '@studio/service-kit/testing/settings-reader';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
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
import { createPackageSweeper } from './package-sweeper.js';

export interface PackageState {
  id: string;
  expires_on: string;
  expired: boolean;
  left: number;
}

/**
 * The customer service with a ManualClock (10:00 in Singapore on 1 December 2026) and chosen
 * settings, on a database and Redis prefix of its own, plus its package sweep to run by hand.
 */
export class PackageTestServices {
  readonly clock = new ManualClock('2026-12-01T02:00:00Z');
  readonly settings = chosenSettings({ packageValidityDays: 30, quietHours: null });
  readonly redisPrefix = randomRedisPrefix();
  readonly trainer = newTrainer('Tara Trainer');
  readonly admin = newAdmin('Ada Admin');
  app!: ServiceApp;
  sweeper!: ReturnType<typeof createPackageSweeper>;
  private database!: TestDatabase;

  static forTests(): PackageTestServices {
    const services = new PackageTestServices();
    beforeAll(async () => {
      services.database = await createCustomerDatabase();
      services.app = await startCustomerApp(
        customerConfig(services.database.url, {
          redisUrl: testRedisUrl,
          redisPrefix: services.redisPrefix,
        }),
        { clock: services.clock, settings: services.settings },
      );
      services.sweeper = createPackageSweeper(services.database.url, services);
    });
    afterAll(async () => {
      await Promise.allSettled([services.app?.close(), services.sweeper?.close()]);
      await services.database?.drop();
      await deleteRedisKeys(services.redisPrefix);
    });
    return services;
  }

  async addCustomer(): Promise<string> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: await identityHeaders(this.trainer),
      payload: { ...validCustomer, email: `${randomUUID()}@example.com` },
    });
    if (response.statusCode !== 201) throw new Error(`customer not added: ${response.body}`);
    return response.json()._id;
  }

  async ledger(customerId: string, entry: Record<string, unknown>) {
    const response = await this.app.inject({
      method: 'POST',
      url: `/internal/customers/${customerId}/ledger`,
      headers: await serviceHeaders('training'),
      payload: entry,
    });
    if (response.statusCode !== 200) throw new Error(`ledger refused: ${response.body}`);
    return response.json() as { numOfTrainings: number; applied: boolean };
  }

  /** A payment of `sessions` now, valid `validityDays`; resolves to its package id. */
  async pay(customerId: string, sessions: number, validityDays?: number): Promise<string> {
    const sourceId = randomUUID();
    await this.ledger(customerId, {
      sourceType: 'payment',
      sourceId,
      delta: sessions,
      payment: { amountPaid: 80 * sessions, paidAt: this.clock.now().toISOString(), validityDays },
    });
    const [row] = await this.sql<{ package_id: string }>(
      `SELECT package_id FROM customer.ledger_entries WHERE source_type = 'payment' AND source_id = $1`,
      [sourceId],
    );
    return row!.package_id;
  }

  claim(customerId: string, trainingId: string) {
    return this.ledger(customerId, {
      sourceType: 'training-claim',
      sourceId: trainingId,
      delta: -1,
    });
  }

  unclaim(customerId: string, trainingId: string) {
    return this.ledger(customerId, {
      sourceType: 'training-unclaim',
      sourceId: trainingId,
      delta: 1,
    });
  }

  /** Which package (or null: credit) the entry of this source drew from or went to. */
  async packageOf(sourceType: string, sourceId: string): Promise<string | null> {
    const [row] = await this.sql<{ package_id: string | null }>(
      'SELECT package_id FROM customer.ledger_entries WHERE source_type = $1 AND source_id = $2',
      [sourceType, sourceId],
    );
    return row!.package_id;
  }

  async packages(customerId: string): Promise<PackageState[]> {
    return this.sql<PackageState>(
      `SELECT p.id, to_char(p.expires_on, 'YYYY-MM-DD') AS expires_on,
              p.expired_at IS NOT NULL AS expired,
              (SELECT COALESCE(sum(delta), 0)::int FROM customer.ledger_entries WHERE package_id = p.id) AS left
         FROM customer.packages p WHERE p.customer_id = $1 ORDER BY p.expires_on, p.paid_at`,
      [customerId],
    );
  }

  /** The balance three ways: stored, summed over the ledger, and package remainders plus credit. */
  async balances(customerId: string) {
    const [row] = await this.sql<{ stored: number; ledger: number; credit: number }>(
      `SELECT c.num_of_trainings AS stored,
              (SELECT COALESCE(sum(delta), 0)::int FROM customer.ledger_entries WHERE customer_id = c.id) AS ledger,
              (SELECT COALESCE(sum(delta), 0)::int FROM customer.ledger_entries
                WHERE customer_id = c.id AND package_id IS NULL) AS credit
         FROM customer.customers c WHERE c.id = $1`,
      [customerId],
    );
    const packages = await this.packages(customerId);
    return {
      ...row!,
      packages,
      inPackages: packages.reduce((sum, held) => sum + held.left, 0),
    };
  }

  async customer(customerId: string): Promise<Customer> {
    const response = await this.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: await identityHeaders(this.admin),
    });
    return (response.json() as Customer[]).find((customer) => customer._id === customerId)!;
  }

  sql<T extends object>(query: string, bind: unknown[] = []): Promise<T[]> {
    return selectCustomerRows<T>(this.database.url, query, bind);
  }
}
