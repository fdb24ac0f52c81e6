import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ServiceApp } from '@studio/service-kit/app';
import type { Staff } from '@studio/service-kit/testing/staff-identity';
import {
  identityHeaders,
  selectCustomerRows,
  serviceHeaders,
  validCustomer,
} from './customer-test-app.js';

/** The customer ledger as the reports read it: entries written through the ledger route, dated. */
export class ReportFixture {
  constructor(
    private readonly app: ServiceApp,
    private readonly databaseUrl: string,
  ) {}

  async customer(trainer: Staff, name: string): Promise<string> {
    const created = await this.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: await identityHeaders(trainer),
      payload: { ...validCustomer, name, email: `${randomUUID()}@example.com` },
    });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { _id: string })._id;
  }

  /** A ledger entry as another service would write it, then dated `at` (the routes date it now). */
  async entry(customerId: string, body: Record<string, unknown>, at: string): Promise<void> {
    const sourceId = randomUUID();
    const response = await this.app.inject({
      method: 'POST',
      url: `/internal/customers/${customerId}/ledger`,
      headers: await serviceHeaders(),
      payload: { sourceId, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    await this.date(sourceId, at);
  }

  async payment(customerId: string, dollars: number, sessions: number, at: string) {
    await this.entry(
      customerId,
      { sourceType: 'payment', delta: sessions, payment: { amountPaid: dollars, paidAt: at } },
      at,
    );
  }

  async claim(customerId: string, at: string) {
    await this.entry(customerId, { sourceType: 'training-claim', delta: -1 }, at);
  }

  /** Expiry is the packages' own job; the reports read only its ledger entries. */
  async expiry(customerId: string, sessions: number, at: string): Promise<void> {
    const sourceId = randomUUID();
    await selectCustomerRows(
      this.databaseUrl,
      `INSERT INTO ledger_entries (id, customer_id, source_type, source_id, delta, created_at)
       VALUES ($1, $2, 'expiry', $3, $4, $5) RETURNING id`,
      [randomUUID(), customerId, sourceId, -sessions, at],
    );
  }

  private async date(sourceId: string, at: string): Promise<void> {
    await selectCustomerRows(
      this.databaseUrl,
      'UPDATE ledger_entries SET created_at = $2 WHERE source_id = $1 RETURNING id',
      [sourceId, at],
    );
  }
}
