import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImages } from '@studio/images/build-images';
import { remotesServing, type RemotesJson } from '@studio/images/portal-from-images';
import { launchBrowser, openPage } from '../src/browser.js';
import { chooseByTyping } from '../src/combobox.js';
import { setPasswordFromWelcomeLink, welcomeLinkMailedTo } from '../src/customer-account.js';
import { startPortalFromImages, type ImagesPortal } from '../src/portal-from-images.js';
import { logIn } from '../src/staff.js';

// Issue 32: the portal run from its images (npm run images, then this), as the dev overlay
// describes it: the staff and customer journey, one area released while the rest runs, and a
// container killed that comes back without losing anything.

const tag = process.env.IMAGES_TAG ?? 'local';
const nextRelease = `${tag}.next`;
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

let app: ImagesPortal;
let browser: Browser;

beforeAll(async () => {
  const started = Date.now();
  app = await startPortalFromImages(tag);
  app.log(
    'e2e',
    `portal from images ${tag} ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function newPage(options: { width?: number } = {}): Promise<Page> {
  const viewport = { width: options.width ?? 1280, height: 1600 };
  return (await openPage(browser, app.url, app.log, { viewport })).page;
}

async function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers = {},
): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { 'X-Requested-With': 'studio-web', Origin: app.url, ...headers },
    data: body,
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const customerRow = (page: Page) => page.getByRole('row').filter({ hasText: customer.email });

describe('the portal from its images', () => {
  let customerPage: Page;

  it('signs in, adds a customer, takes a PayNow payment, books and claims a training, and opens the client area', async () => {
    // Sign in: the first admin registers on the screen.
    const adminPage = await newPage();
    await adminPage.goto('/register');
    await adminPage.getByLabel('NAME', { exact: true }).fill(admin.name);
    await adminPage.getByLabel('EMAIL ADDRESS').fill(admin.email);
    await adminPage.getByLabel('PASSWORD', { exact: true }).fill(admin.password);
    await adminPage.getByLabel('SELECT ROLE').selectOption({ label: 'Admin' });
    await adminPage.getByRole('button', { name: 'REGISTER' }).click();
    await adminPage.waitForURL(/\/admindashboard$/);
    await api(adminPage, 'POST', '/api/admin/users', { ...tara, role: 'trainer' });

    // Customers: the admin adds one for Tara.
    await adminPage.goto('/customers');
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

    // PayNow: $600 for 10 sessions.
    await customerRow(adminPage)
      .getByRole('button', { name: `PayNow for ${customer.name}` })
      .click();
    const payDialog = adminPage.getByRole('dialog');
    await payDialog.getByLabel('Amount paid ($)').fill('600');
    await payDialog.getByLabel('Number of trainings paid for').fill('10');
    await payDialog.getByRole('button', { name: 'I have checked the PayNow receipt' }).click();
    await payDialog
      .getByText('Thank you. Payment records have been updated accordingly.')
      .waitFor();
    await payDialog.getByRole('button', { name: 'Close' }).click();
    await customerRow(adminPage).getByText('$600 for 10 trainings').waitFor();

    // Calendar: Tara books yesterday 08:00 by clicking the slot, then claims it on her dashboard.
    const taraPage = await newPage();
    await logIn(taraPage, tara);
    await taraPage.goto('/trainings');
    await taraPage.getByRole('button', { name: 'Day', exact: true }).click();
    await taraPage.getByRole('button', { name: 'Back', exact: true }).click();
    const slot = taraPage.locator('.rbc-day-slot .rbc-timeslot-group').nth(8 - 6);
    await slot.scrollIntoViewIfNeeded();
    const box = (await slot.boundingBox())!;
    await taraPage.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const schedule = taraPage.getByRole('dialog', { name: 'Schedule Training' });
    await chooseByTyping(schedule, 'Customer', customer.name);
    await schedule.getByRole('button', { name: 'Schedule Training' }).click();
    await taraPage.getByText('Success! Training has been scheduled.').waitFor();
    await taraPage.goto('/trainerdashboard');
    const unclaimed = taraPage.getByRole('table', { name: 'Review Unclaimed Trainings:' });
    await unclaimed.getByRole('button', { name: new RegExp(`^Claim ${customer.name}`) }).click();
    await taraPage
      .getByText('Success! Training has been changed to claimed and completed.')
      .waitFor();

    // Client area: Tara invites the customer, who sets a password from the mail and sees 9 left.
    await taraPage.goto('/customers');
    await customerRow(taraPage)
      .getByRole('button', { name: `Invite to portal: ${customer.name}` })
      .click();
    await customerRow(taraPage).getByText('Portal: invited').waitFor();
    const link = await welcomeLinkMailedTo(app.mailbox, customer.email);
    customerPage = await newPage({ width: 390 });
    await setPasswordFromWelcomeLink(customerPage, link, customerPassword);
    const balance = customerPage.getByRole('region', { name: 'Sessions left' });
    await balance.getByText('9 sessions left').waitFor();
    await balance.getByText(`Your trainer: ${tara.name}`).waitFor();
  });

  it('releases one remote while the rest runs: the new image first, then the shell names it', async () => {
    const current = app.portal.imageOf('mfe-staff')!;
    const started = Date.now();
    const { images } = await buildImages({
      tag: nextRelease,
      only: ['mfe-staff'],
      previousImages: { 'mfe-staff': current },
      log: (line) => app.log('build', line),
    });
    app.log(
      'e2e',
      `mfe-staff ${nextRelease} built in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const others = ['bff', 'customer', 'shell'].map(
      (name) => app.portal.containersOf(name)[0]?.name,
    );

    expect(await app.portal.apply({ images: { 'mfe-staff': images[0]!.image } })).toEqual([
      'mfe-staff',
    ]);
    // The new image serves the new release and still the one the shell names now.
    for (const release of [tag, nextRelease]) {
      const manifest = await fetch(`${app.url}/remotes/staff/${release}/mf-manifest.json`);
      expect(manifest.status, release).toBe(200);
    }
    const switched: RemotesJson = remotesServing(app.portal.currentRemotes, (area) =>
      area === 'staff' ? nextRelease : tag,
    );
    expect(await app.portal.apply({ remotesJson: switched })).toEqual(['shell']);

    const page = await newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    await logIn(page, tara);
    expect(fetched.some((file) => file.startsWith(`/remotes/staff/${nextRelease}/`))).toBe(true);
    expect(fetched.some((file) => file.startsWith(`/remotes/staff/${tag}/`))).toBe(false);
    // Nothing else was replaced.
    expect(
      ['bff', 'customer', 'shell'].map((name) => app.portal.containersOf(name)[0]?.name),
    ).toEqual([others[0], others[1], expect.not.stringMatching(others[2]!)]);
  });

  it('brings a killed container back, and a payment taken while it was down still counts', async () => {
    const taraPage = await newPage();
    await logIn(taraPage, tara);
    const customers = await api<{ _id: string }[]>(taraPage, 'GET', '/api/customers');
    const customerId = customers[0]!._id;

    const { back } = await app.portal.crash('customer');
    // The payment service takes it; the credit reaches the customer service once it is back.
    await api(
      taraPage,
      'POST',
      '/api/payments',
      { amountPaid: 300, numOfTrainingsPaidFor: 5, customerID: customerId },
      {
        'Idempotency-Key': randomUUID(),
      },
    );
    const { downForMs } = await back;
    app.log('e2e', `customer was back and ready ${downForMs} ms after the kill`);

    await expect
      .poll(
        async () => {
          await customerPage.reload();
          const left = customerPage
            .getByRole('region', { name: 'Sessions left' })
            .getByText(/\d+ sessions? left/);
          await left.waitFor();
          return left.textContent();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toContain('14 sessions left');
  });
});
