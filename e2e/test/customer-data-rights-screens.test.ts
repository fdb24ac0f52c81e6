import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setPasswordFromWelcomeLink, welcomeLinkMailedTo } from '../src/customer-account.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';
import { addPaidCustomer } from '../src/paid-customer.js';

// PDPA (issue 28) on the screens: the customer downloads their data from /me (JSON and the
// readable summary, with the mails sent to them); staff download it from the customer's row; an
// admin erases the customer from the same row, after which the screens show a tombstone and the
// customer's own session is over.

const app = usePortal();

const admin = {
  name: 'Ada Admin',
  email: 'ada.rights@example.com',
  password: 'admin password 123',
};
const tara = {
  name: 'Tara Trainer',
  email: 'tara.rights@example.com',
  password: 'tara password 123',
};
const customer = {
  name: 'Quillon Erasmus',
  email: 'quillon.erasmus@example.com',
  phone: '98765432',
  dateOfBirth: '1988-03-02',
  ic: 'S7654321B',
  sex: 'Male',
};
const customerPassword = 'quillon password 123';

interface ExportDocument {
  customerId: string;
  profile: { name: string; email: string };
  packages: unknown[];
  payments: unknown[];
  sessions: unknown;
  mailsSent: { kind: string; subject: string; sentAt: string }[];
  consents: { marketingEmails: string };
  withheld: string[];
}

async function textOf(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Clicks what starts a download and returns the file's name and text. */
async function downloadFrom(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await textOf(download) };
}

const customerRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe("a customer's data on request", () => {
  it('the customer and staff download it from the screens; an admin erases the customer, who is gone from them', async () => {
    const adminPage = await app.newPage();
    await app.api(adminPage, 'POST', '/api/register', { ...admin, role: 'admin' });
    await app.api(adminPage, 'POST', '/api/admin/users', { ...tara, role: 'trainer' });

    // Tara's customer pays for 10 sessions (a receipt is mailed) and is invited to the portal.
    const taraPage = await app.newPage();
    await logIn(taraPage, tara);
    const customerId = await addPaidCustomer(app, taraPage, customer);
    await app.api(taraPage, 'POST', `/api/customers/${customerId}/invite`);
    const link = await welcomeLinkMailedTo(app.portal.mailbox, customer.email);
    await app.portal.mailbox.waitFor(customer.email, 20_000, /receipt/i);

    // The customer downloads everything from /me: the JSON file and the readable summary.
    const customerPage = await app.newPage();
    await setPasswordFromWelcomeLink(customerPage, link, customerPassword);
    const yourData = customerPage.getByRole('region', { name: 'Your data' });
    const ownJson = await downloadFrom(customerPage, () =>
      yourData.getByRole('link', { name: 'Download my data (JSON)' }).click(),
    );
    expect(ownJson.name).toBe(`customer-data-${customerId}.json`);
    const own = JSON.parse(ownJson.text) as ExportDocument;
    expect(own.customerId).toBe(customerId);
    expect(own.profile).toMatchObject({ name: customer.name, email: customer.email });
    expect(own.packages).toHaveLength(1);
    expect(own.payments).toHaveLength(1);
    expect(own.consents.marketingEmails).toBe('given');
    expect(own.withheld).toEqual([]);
    // The mails sent to them, newest first, without their bodies (no welcome link).
    expect(own.mailsSent.map((mail) => mail.kind).sort()).toEqual([
      'customer-invite',
      'payment-receipt',
    ]);
    expect(ownJson.text).not.toContain('/welcome/');
    const ownHtml = await downloadFrom(customerPage, () =>
      yourData.getByRole('link', { name: 'Download a readable summary' }).click(),
    );
    expect(ownHtml.name).toBe(`customer-data-${customerId}.html`);
    expect(ownHtml.text).toContain(`Data held about ${customer.name}`);
    for (const heading of ['Your details', 'Packages', 'Payments', 'Mails sent', 'Consents'])
      expect(ownHtml.text).toContain(`<h2>${heading}</h2>`);

    // Ten downloads an hour: the eleventh is refused on the screen with how long to wait.
    for (let download = 3; download <= 10; download++)
      await downloadFrom(customerPage, () =>
        yourData.getByRole('link', { name: 'Download my data (JSON)' }).click(),
      );
    await yourData.getByRole('link', { name: 'Download my data (JSON)' }).click();
    await yourData
      .getByRole('alert')
      .getByText('Too many data downloads. Please wait 60 minutes and try again.')
      .waitFor();

    // Tara downloads the same customer's data from their row on the customers screen.
    await taraPage.goto('/customers');
    const taraDownload = await downloadFrom(taraPage, () =>
      customerRow(taraPage, customer.email)
        .getByRole('link', { name: `Download the data held about ${customer.name}` })
        .click(),
    );
    const byTrainer = JSON.parse(taraDownload.text) as ExportDocument;
    expect(byTrainer.profile).toMatchObject({ name: customer.name, email: customer.email });
    expect(byTrainer.payments).toHaveLength(1);
    expect(byTrainer.mailsSent).toHaveLength(2);
    expect(byTrainer.withheld).toEqual(['photoConsents']);
    // A trainer is not offered the erasure.
    expect(
      await customerRow(taraPage, customer.email)
        .getByRole('button', { name: `Erase ${customer.name}` })
        .count(),
    ).toBe(0);

    // The admin downloads it too, then erases the customer, confirming with the name.
    await logIn(adminPage, admin);
    await adminPage.goto('/customers');
    const row = customerRow(adminPage, customer.email);
    const adminDownload = await downloadFrom(adminPage, () =>
      row.getByRole('link', { name: `Download the data held about ${customer.name}` }).click(),
    );
    expect((JSON.parse(adminDownload.text) as ExportDocument).withheld).toEqual([]);
    await row.getByRole('button', { name: `Erase ${customer.name}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Erase this customer?' });
    await dialog.getByLabel("Customer's name").fill('Quillon');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await dialog.getByText(/confirmName does not match/).waitFor();
    await dialog.getByLabel("Customer's name").fill(customer.name);
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await adminPage.getByText('The customer was erased.').waitFor();

    // The customers screens show a tombstone in their place, and nothing that named them.
    await customerRow(adminPage, 'Erased customer').waitFor();
    for (const page of [adminPage, taraPage]) {
      await page.goto('/customers');
      await customerRow(page, 'Erased customer').waitFor();
      const shown = await page.locator('body').innerText();
      for (const value of [customer.name, customer.email, customer.phone, customer.ic])
        expect(shown).not.toContain(value);
    }
    // Its data download names nobody any more.
    const afterwards = await downloadFrom(adminPage, () =>
      customerRow(adminPage, 'Erased customer')
        .getByRole('link', { name: 'Download the data held about Erased customer' })
        .click(),
    );
    const erased = JSON.parse(afterwards.text) as ExportDocument;
    expect(erased.profile).toMatchObject({ name: 'Erased customer', email: '' });
    expect(erased.mailsSent).toEqual([]);
    expect(erased.payments).toHaveLength(1);
    for (const value of [customer.name, customer.email, customer.phone, customer.ic])
      expect(afterwards.text).not.toContain(value);

    // The customer's own session ended with their account: /me sends them to sign in.
    await customerPage.goto('/me');
    await customerPage.waitForURL(/\/login$/);
    // No process logged their name, email, phone or IC number.
    const logs = await app.portal.logText();
    for (const value of [customer.name, customer.email, customer.phone, customer.ic])
      expect(logs).not.toContain(value);
  });
});
