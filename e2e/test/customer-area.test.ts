import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setPasswordFromWelcomeLink, welcomeLinkMailedTo } from '../src/customer-account.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';
import { addPaidCustomer } from '../src/paid-customer.js';

// Issue 15: staff invite a customer from the customers screen; the customer sets a password from
// the link the real mail worker delivered, lands on /me and sees their balance and payments;
// customers stay in their own area; revoking access ends the customer's session.

const app = usePortal();

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };
const tara = { name: 'Tara Trainer', email: 'tara@example.com', password: 'tara password 123' };
const customer = {
  name: 'Casey Lim',
  email: 'casey.lim@example.com',
  phone: '91234567',
  dateOfBirth: '1990-05-17',
  ic: 'S1234567D',
  sex: 'Female',
};
const customerPassword = 'casey password 123';

function customerRow(page: Page) {
  return page.getByRole('row').filter({ hasText: customer.email });
}

describe("the customer's own area", () => {
  it('staff invite by mail, the customer sets a password and sees their balance on /me; revoking ends it', async () => {
    const adminPage = await app.newPage();
    await app.api(adminPage, 'POST', '/api/register', { ...admin, role: 'admin' });
    await app.api(adminPage, 'POST', '/api/admin/users', { ...tara, role: 'trainer' });

    const taraPage = await app.newPage();
    await logIn(taraPage, tara);
    await addPaidCustomer(app, taraPage, customer);

    // Tara invites the customer from the customer's row.
    await taraPage.goto('/customers');
    await customerRow(taraPage).getByText('Portal: not invited').waitFor();
    await customerRow(taraPage)
      .getByRole('button', { name: `Invite to portal: ${customer.name}` })
      .click();
    await customerRow(taraPage).getByText('Portal: invited').waitFor();

    const link = await welcomeLinkMailedTo(app.portal.mailbox, customer.email);
    expect(new URL(link).origin).toBe(new URL(app.portal.url).origin);

    // The customer, on a phone, is greeted by name, sets a password and lands on /me, signed in.
    const customerPage = await app.newPage({ viewport: { width: 390, height: 844 } });
    await customerPage.goto(link);
    await customerPage.getByText(`Welcome, ${customer.name}.`, { exact: false }).waitFor();
    await setPasswordFromWelcomeLink(customerPage, link, customerPassword);
    const balance = customerPage.getByRole('region', { name: 'Sessions left' });
    await balance.getByText('10 sessions left').waitFor();
    await balance.getByText('Your trainer: Tara Trainer').waitFor();
    const payments = customerPage.getByRole('region', { name: 'Payments' });
    await payments.getByText('$600 for 10 sessions').waitFor();
    await customerPage
      .getByRole('region', { name: 'Contact the studio' })
      .getByRole('link')
      .first()
      .waitFor();
    // Nothing on the phone-sized page is wider than the screen.
    expect(
      await customerPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // The link works once, and says so.
    const again = await app.newPage();
    await again.goto(link);
    await again
      .getByRole('alert')
      .getByText(/already been used/)
      .waitFor();

    // A customer stays in their own area; the staff see them as active.
    await customerPage.goto('/customers');
    await customerPage.waitForURL(/\/me$/);
    expect(await customerPage.getByRole('link', { name: 'CUSTOMERS' }).count()).toBe(0);
    await taraPage.reload();
    await customerRow(taraPage).getByText('Portal: active').waitFor();

    // Signing in again on the login screen lands on /me.
    const secondDevice = await app.newPage();
    await secondDevice.goto('/login');
    await secondDevice.getByLabel(/email/i).fill(customer.email);
    await secondDevice.getByLabel(/password/i).fill(customerPassword);
    await secondDevice.getByRole('button', { name: 'LOGIN' }).click();
    await secondDevice.waitForURL(/\/me$/);
    await secondDevice.getByText('10 sessions left').waitFor();

    // Tara revokes access: every session of the customer ends.
    await customerRow(taraPage)
      .getByRole('button', { name: `Revoke portal access: ${customer.name}` })
      .click();
    const confirm = taraPage.getByRole('dialog', { name: 'Revoke portal access?' });
    await confirm.getByRole('button', { name: 'Revoke access' }).click();
    await customerRow(taraPage).getByText('Portal: not invited').waitFor();
    expect((await secondDevice.request.get('/api/me/customer')).status()).toBe(401);
    await customerPage.goto('/me');
    await customerPage.waitForURL(/\/login$/);
  });
});
