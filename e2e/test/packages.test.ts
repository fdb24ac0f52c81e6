import { randomUUID } from 'node:crypto';
import { parseMail } from '@studio/service-kit/testing/parse-mail';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPortalApi } from '../src/portal-api.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';
import { studioDate } from '../src/studio-dates.js';

// The customer service sweeps packages every second (an operator's setting, not a test hook), so
// the expiry seeded below is applied within moments.
const app = usePortal({ env: { PACKAGE_SWEEP_INTERVAL_MS: '1000' } });

const password = 'a long enough password';
const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password };
const trainer = { name: 'Tina Trainer', email: 'tina.trainer@example.com', password };
const customer = { name: 'Olive Ong', email: 'olive.ong@example.com' };

let adminToken: string;
let customerId: string;

const apiCall = <T>(token: string | null, method: string, path: string, body?: unknown) =>
  callPortalApi<T>(app.portal.url, token, method, path, body);

beforeAll(async () => {
  ({ token: adminToken } = await apiCall<{ token: string }>(null, 'POST', '/api/register', {
    ...admin,
    role: 'admin',
  }));
  const created = await apiCall<{ user: { _id: string } }>(adminToken, 'POST', '/api/admin/users', {
    ...trainer,
    role: 'trainer',
  });
  ({ _id: customerId } = await apiCall<{ _id: string }>(adminToken, 'POST', '/api/customers', {
    ...customer,
    phone: '91234567',
    dateOfBirth: '1990-05-17',
    ic: 'S1234567D',
    sex: 'Female',
    trainerID: created.user._id,
  }));
});

const customerRow = (page: Page) => page.getByRole('row').filter({ hasText: customer.email });

describe('packages', () => {
  it('a payment sends a receipt, and once the package’s day comes its unused sessions leave the balance, with the reason shown', async () => {
    const page = await app.newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await logIn(page, admin);

    // The admin records a payment of $400 for 5 sessions for the customer (as the PayNow modal
    // sends it, with its Idempotency-Key).
    const response = await page.request.fetch('/api/payments', {
      method: 'POST',
      headers: {
        'X-Requested-With': 'studio-web',
        Origin: app.portal.url,
        'Idempotency-Key': randomUUID(),
      },
      data: { amountPaid: 400, numOfTrainingsPaidFor: 5, customerID: customerId },
    });
    expect(response.status(), await response.text()).toBe(201);

    // The receipt reaches the customer's mailbox.
    const received = await app.portal.mailbox.waitFor(customer.email, 30_000);
    const receipt = await parseMail(received.raw);
    expect(receipt.subject).toMatch(/^Your receipt from .+: \$400 for 5 sessions$/);
    expect(receipt.text).toContain(`Hello ${customer.name},`);
    expect(receipt.text).toContain('Amount paid: $400');
    expect(receipt.text).toContain('Sessions left now: 5');
    expect(receipt.text).toMatch(/Sessions expire on: \w+day, \d{1,2} \w+ \d{4}/);

    // The customers screen shows the package and when it expires.
    await page.goto('/customers');
    await customerRow(page)
      .getByText(/^5 sessions expire \d{1,2} \w{3} \d{4}$/)
      .waitFor();
    await customerRow(page)
      .getByText(/^5 left · expires /)
      .waitFor();

    // "Moving the clock": the package's expiry date becomes today in Singapore, as if 180 days
    // had passed; the customer service's own sweep then expires it through the ledger.
    const database = new pg.Client({ connectionString: app.portal.databaseUrl });
    await database.connect();
    try {
      const updated = await database.query(
        'UPDATE customer.packages SET expires_on = $2::date WHERE customer_id = $1',
        [customerId, studioDate()],
      );
      expect(updated.rowCount).toBe(1);
    } finally {
      await database.end();
    }

    const expiredText = /^Expired \d{1,2} \w{3} \d{4}: 5 unused sessions removed$/;
    await expect
      .poll(
        async () => {
          await page.reload();
          await customerRow(page).waitFor();
          return customerRow(page).getByText(expiredText).count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    const cells = customerRow(page).getByRole('cell');
    const headers = await page.getByRole('columnheader').allTextContents();
    const trainingsLeft = headers.findIndex((header) => header.includes('Trainings Left'));
    await expect.poll(() => cells.nth(trainingsLeft).textContent()).toBe('0');
    expect(
      await customerRow(page)
        .getByText(/sessions? expires?/)
        .count(),
    ).toBe(0);
  });
});
