import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePortal } from '../src/use-portal.js';

const app = usePortal();

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };
const tara = { name: 'Tara Trainer', email: 'tara@example.com', password: 'tara password 123' };
const otto = { name: 'Otto Trainer', email: 'otto@example.com', password: 'otto password 123' };
const customer = {
  name: 'Tan Mei Ling',
  email: 'meiling@example.com',
  phone: '91234567',
  dateOfBirth: '1990-05-17',
  ic: 'S1234567D',
  sex: 'Female',
};

/** The headers the web app sends on a state-changing call (the BFF's CSRF rule). */
const webAppHeaders = () => ({ 'X-Requested-With': 'studio-web', Origin: app.portal.url });

async function logIn(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/password/i).fill(person.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/dashboard$/);
}

function customerRow(page: Page) {
  return page.getByRole('row').filter({ hasText: customer.email });
}

describe('customers and payments', () => {
  it('an admin adds a customer for a trainer and records a PayNow payment that only that trainer sees', async () => {
    const adminPage = await app.newPage();
    const registered = await adminPage.request.post('/api/register', {
      data: { ...admin, role: 'admin' },
      headers: webAppHeaders(),
    });
    expect(registered.status()).toBe(201);
    for (const trainer of [tara, otto]) {
      const created = await adminPage.request.post('/api/admin/users', {
        data: { ...trainer, role: 'trainer' },
        headers: webAppHeaders(),
      });
      expect(created.status()).toBe(201);
    }
    await logIn(adminPage, admin);

    // The admin adds the customer for Tara.
    await adminPage.goto('/customers');
    await adminPage.getByRole('heading', { name: 'List of Customers' }).waitFor();
    await adminPage.getByText('Click on column headers to sort').waitFor();
    await adminPage.getByRole('button', { name: 'Add New Customer' }).click();
    const addDialog = adminPage.getByRole('dialog');
    await addDialog.getByLabel('NAME').fill(customer.name);
    await addDialog.getByLabel('EMAIL').fill(customer.email);
    await addDialog.getByLabel('PHONE').fill(customer.phone);
    await addDialog.getByLabel('Date of Birth').fill(customer.dateOfBirth);
    await addDialog.getByLabel('IC').fill(customer.ic);
    await addDialog.getByLabel('SEX').fill(customer.sex);
    // The trainer is searched on the server by name, then chosen from the matches.
    await addDialog.getByRole('combobox', { name: 'TRAINER' }).fill(tara.name);
    await addDialog.getByRole('option', { name: tara.name, exact: true }).click();
    await addDialog.getByRole('button', { name: 'Add' }).click();
    await adminPage.getByText('Success! Customer has been added.').waitFor();
    await customerRow(adminPage).getByText('IC S****567D').waitFor();
    await customerRow(adminPage).getByText('No Payment History').waitFor();

    // PayNow: $600 for 10 sessions.
    await customerRow(adminPage)
      .getByRole('button', { name: `PayNow for ${customer.name}` })
      .click();
    const payDialog = adminPage.getByRole('dialog');
    // No PayNow account in this studio's settings: the modal says so instead of showing a code.
    await payDialog.getByText(/PayNow account is not set up yet/).waitFor();
    await payDialog.getByLabel('Amount paid ($)').fill('600');
    await payDialog.getByLabel('Number of trainings paid for').fill('10');
    await payDialog.getByRole('button', { name: 'I have checked the PayNow receipt' }).click();
    await payDialog
      .getByText('Thank you. Payment records have been updated accordingly.')
      .waitFor();
    await payDialog.getByRole('button', { name: 'Close' }).click();

    await customerRow(adminPage).getByText('$600 for 10 trainings').waitFor();
    const adminCells = customerRow(adminPage).getByRole('cell');
    expect(await adminCells.nth(6).textContent()).toBe('10');
    expect(await adminCells.nth(8).textContent()).toBe(tara.name);

    // Inline edit: the full IC only in the edit form; a refused value shows the spec's failure message.
    await customerRow(adminPage)
      .getByRole('button', { name: `Edit ${customer.name}` })
      .click();
    const editRow = adminPage.locator('tr.editing-row');
    await editRow
      .getByRole('textbox', { name: 'IC' })
      .and(editRow.locator(`[value="${customer.ic}"]`))
      .waitFor();
    await editRow.getByRole('textbox', { name: 'Phone' }).fill('123');
    await editRow.getByRole('button', { name: 'Save' }).click();
    await adminPage
      .getByRole('alert')
      .getByText('Failed to add/update customer, please try again.')
      .waitFor();
    await editRow.getByRole('textbox', { name: 'Phone' }).fill('+65 8123 4567');
    await editRow.getByRole('button', { name: 'Save' }).click();
    await adminPage.getByText('Success! Customer has been updated.').waitFor();
    // The banner goes by itself after a second (spec section 9).
    await adminPage
      .getByText('Success! Customer has been updated.')
      .waitFor({ state: 'detached', timeout: 3000 });
    await customerRow(adminPage).getByRole('cell', { name: '81234567' }).waitFor();
    expect(await customerRow(adminPage).getByRole('cell').nth(6).textContent()).toBe('10');

    await adminPage.goto('/payments');
    await adminPage.getByRole('heading', { name: 'List of Payments (latest 2 months)' }).waitFor();
    const adminPayment = adminPage.getByRole('row').filter({ hasText: customer.email });
    await adminPayment.waitFor();
    expect(await adminPayment.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      '$600',
      '10',
      customer.name,
      customer.email,
      tara.name,
    ]);

    // Tara sees her customer, the balance and the payment.
    const taraPage = await app.newPage();
    await logIn(taraPage, tara);
    await taraPage.goto('/customers');
    await customerRow(taraPage).getByText('$600 for 10 trainings').waitFor();
    expect(await customerRow(taraPage).getByRole('cell').nth(6).textContent()).toBe('10');
    expect(await taraPage.getByRole('columnheader', { name: /Trainer/ }).count()).toBe(0);
    await taraPage.goto('/payments');
    await taraPage.getByRole('row').filter({ hasText: customer.email }).getByText('$600').waitFor();

    // Otto sees neither, on the screen or through the API, and cannot change the customer.
    const ottoPage = await app.newPage();
    await logIn(ottoPage, otto);
    await ottoPage.goto('/customers');
    await ottoPage.getByRole('heading', { name: 'List of Customers' }).waitFor();
    const customers = await ottoPage.request.get('/api/customers');
    expect(customers.status()).toBe(200);
    expect(await customers.json()).toEqual([]);
    expect(await customerRow(ottoPage).count()).toBe(0);
    const taraCustomers = (await (await taraPage.request.get('/api/customers')).json()) as {
      _id: string;
    }[];
    const customerId = taraCustomers[0]?._id;
    const hijack = await ottoPage.request.put(`/api/customers/${customerId}`, {
      data: { name: 'Hijacked' },
      headers: webAppHeaders(),
    });
    expect(hijack.status()).toBe(404);
    const payments = await ottoPage.request.get('/api/payments');
    expect(await payments.json()).toEqual([]);
    await ottoPage.goto('/payments');
    await ottoPage.getByRole('heading', { name: 'List of Payments (latest 2 months)' }).waitFor();
    expect(await ottoPage.getByRole('row').filter({ hasText: customer.email }).count()).toBe(0);
  });
});
