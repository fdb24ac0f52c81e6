import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logOut } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

const app = usePortal();

const admin = {
  name: 'Alex Admin',
  email: 'alex.admin@example.com',
  password: 'correct horse battery staple',
};
const adminLinks = ['/admindashboard', '/trainers', '/trainings', '/payments', '/customers'];
// 'Monday, January 1st, 2024 3:05 pm'
const longDate =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(st|nd|rd|th), \d{4} \d{1,2}:\d{2} (am|pm)$/;

describe('signing in', () => {
  it('registers the first admin, logs out, logs in again and shows the profile', async () => {
    const page = await app.newPage();

    await page.goto('/register');
    await page.getByLabel('NAME', { exact: true }).fill(admin.name);
    await page.getByLabel('EMAIL ADDRESS').fill(admin.email);
    await page.getByLabel('PASSWORD', { exact: true }).fill(admin.password);
    await page.getByLabel('SELECT ROLE').selectOption({ label: 'Admin' });
    await page.getByRole('button', { name: 'REGISTER' }).click();

    await page.waitForURL(/\/admindashboard$/);
    const nav = page.getByRole('navigation');
    for (const path of adminLinks) await nav.locator(`a[href="${path}"]`).first().waitFor();
    expect(await nav.getByRole('link', { name: 'LOGIN' }).count()).toBe(0);

    await logOut(page, admin.name); // and lands on /login
    await page.getByRole('navigation').getByRole('link', { name: 'LOGIN' }).waitFor();

    await page.getByLabel(/email/i).fill(admin.email);
    await page.getByLabel(/password/i).fill(admin.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/admindashboard$/);

    await openUserMenu(page);
    await page.getByRole('navigation').getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL(/\/profile$/);
    const main = page.getByRole('main');
    await main.getByText(admin.name, { exact: true }).waitFor();
    await main.getByText(admin.email, { exact: true }).waitFor();
    // Found case-insensitively, then held to the spec's exact pattern so a mismatch shows the text.
    const dateCreated = main.getByText(new RegExp(longDate.source, 'i'));
    await dateCreated.waitFor();
    const shown = (await dateCreated.textContent())?.trim();
    expect(shown).toMatch(longDate);
    expect(shown).toContain(`, ${new Date().getFullYear()} `);

    await logOut(page, admin.name);
    await page.goto('/profile');
    await page.waitForURL(/\/login$/);
  });

  it('refuses a wrong password with the message from the spec', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByLabel(/email/i).fill(admin.email);
    await page.getByLabel(/password/i).fill('not the password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByText('Login Failed, Please Try Again!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: admin.name }).click();
}
