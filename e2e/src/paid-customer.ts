import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PortalFixture } from './use-portal.js';

/**
 * As the signed-in trainer on `page`: adds `customer` and records their PayNow payment of $600 for
 * 10 sessions, as the screens do (a receipt is mailed). Returns the customer's id.
 */
export async function addPaidCustomer(
  app: PortalFixture,
  page: Page,
  customer: object,
): Promise<string> {
  const { _id: customerId } = await app.api<{ _id: string }>(
    page,
    'POST',
    '/api/customers',
    customer,
  );
  const paid = await page.request.post('/api/payments', {
    headers: {
      'X-Requested-With': 'studio-web',
      Origin: app.portal.url,
      'Idempotency-Key': randomUUID(),
    },
    data: { amountPaid: 600, numOfTrainingsPaidFor: 10, customerID: customerId },
  });
  expect(paid.status()).toBe(201);
  return customerId;
}
