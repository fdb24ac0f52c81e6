import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePortal } from '../src/use-portal.js';
import { studioMonth } from '../src/studio-dates.js';

const app = usePortal();

const admin = {
  name: 'Ada Admin',
  email: 'ada.reports@example.com',
  password: 'admin password 123',
};
const tara = {
  name: 'Tara Trainer',
  email: 'tara.reports@example.com',
  password: 'tara password 1',
};

const webAppHeaders = () => ({ 'X-Requested-With': 'studio-web', Origin: app.portal.url });

async function logIn(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/password/i).fill(person.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/dashboard$/);
}

async function csvLines(download: Download): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

/** A report's section, found by its heading. */
const section = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });

describe('the Reports screen', () => {
  it("sets a trainer's rate, shows each report for a chosen range and downloads each as CSV", async () => {
    const page = await app.newPage();
    const registered = await page.request.post('/api/register', {
      data: { ...admin, role: 'admin' },
      headers: webAppHeaders(),
    });
    expect(registered.status()).toBe(201);
    const trainer = await app.api<{ user: { _id: string } }>(page, 'POST', '/api/admin/users', {
      ...tara,
      role: 'trainer',
    });
    const customer = await app.api<{ _id: string }>(page, 'POST', '/api/customers', {
      name: 'Carol Customer',
      email: 'carol.reports@example.com',
      phone: '91234567',
      dateOfBirth: '1990-05-17',
      ic: 'S1234567D',
      sex: 'Female',
      trainerID: trainer.user._id,
    });
    const paid = await page.request.post('/api/payments', {
      data: { customerID: customer._id, amountPaid: 500, numOfTrainingsPaidFor: 10 },
      headers: { ...webAppHeaders(), 'Idempotency-Key': 'e2e-reports-payment-1' },
    });
    expect(paid.status()).toBe(201);
    // Two hours ago: in the past (claimable) and, but for the first two hours of a month, this month.
    const sessionAt = new Date(Date.now() - 2 * 3_600_000);
    const training = await app.api<{ _id: string }>(page, 'POST', '/api/training', {
      customerID: customer._id,
      dateOfTraining: sessionAt.toISOString(),
    });
    await app.api(page, 'POST', `/api/claimtraining/${training._id}`, { status: 'completed' });
    const month = studioMonth(sessionAt);

    await logIn(page, admin);
    // Tara's first rate may cover her past sessions.
    await page.goto('/trainers');
    await page.getByRole('button', { name: 'Set rate of Tara Trainer' }).click();
    await page.getByLabel('Rate per session ($)').fill('50');
    await page.getByLabel('Starts on').fill('2020-01-01');
    await page.getByRole('button', { name: 'Save rate' }).click();
    await page
      .getByRole('row', { name: /Tara Trainer/ })
      .getByText('$50.00 / session')
      .waitFor();

    await page.getByRole('link', { name: 'REPORTS' }).click();
    await page.waitForURL(/\/reports$/);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();

    // Only the session's month.
    await page.getByLabel('From month').fill(month);
    await page.getByLabel('To month').fill(month);
    await page.getByRole('button', { name: 'Show reports' }).click();

    const pay = section(page, 'Trainer pay');
    await pay.getByRole('row', { name: /Tara Trainer/ }).waitFor();
    expect(await pay.getByRole('row', { name: /Tara Trainer/ }).textContent()).toContain('$50.00');
    const revenue = section(page, 'Revenue');
    await revenue.getByRole('row', { name: /Tara Trainer/ }).waitFor();
    expect(await revenue.getByRole('row', { name: /Tara Trainer/ }).textContent()).toContain(
      '$500.00',
    );
    const sessions = section(page, 'Sessions');
    await sessions.getByRole('table', { name: 'Sessions' }).waitFor();
    // The table may still hold the default range's 12 months until the chosen range's answer lands.
    await expect.poll(() => sessions.getByRole('row').count()).toBe(2);
    const retention = section(page, 'Retention');
    await retention.getByRole('table', { name: 'Retention' }).waitFor();
    await retention.getByText('No lapsed customers.').waitFor();

    const downloads: Array<[string, string, string]> = [
      [
        'Trainer pay',
        'trainer-pay',
        'Month,Trainer,Completed Sessions,Rate per Session ($),Pay ($)',
      ],
      ['Revenue', 'revenue', 'Month,Trainer,Amount ($),Packages,Sessions Sold'],
      ['Sessions', 'sessions', 'Month,Completed,Late-cancelled,Expired,Deleted after scheduling'],
      ['Retention', 'retention', 'Month,Active (30 days),Active (90 days),New,Lapsed'],
      ['Prepaid liability', 'liability', 'As of,Date,Sessions Owed,Value ($)'],
    ];
    for (const [title, name, header] of downloads) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section(page, title)
          .getByRole('link', { name: /^Download CSV/ })
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${name}-${month}-to-${month}.csv`);
      const lines = await csvLines(download);
      expect(lines[0]).toBe(header);
      if (name === 'trainer-pay') expect(lines[1]).toBe(`${month},Tara Trainer,1,50.00,50.00`);
      if (name === 'revenue') expect(lines[1]).toBe(`${month},Tara Trainer,500.00,1,10`);
    }

    // The prepaid liability: the ten sessions paid for, one used, at $50 each.
    const liability = section(page, 'Prepaid liability');
    const today = liability.getByRole('row', { name: /Today/ });
    await today.waitFor();
    expect(await today.textContent()).toContain('$450.00');
  });
});
