import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPortalApi } from '../src/portal-api.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

const app = usePortal();

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };
const coach = {
  name: 'Cora Coach',
  email: 'cora.coach@example.com',
  password: 'cora password 123',
};
const newcomer = {
  name: 'Nina Newcomer',
  email: 'nina.newcomer@example.com',
  password: 'nina password 123',
};
const pendingSentence = 'An admin must approve your account before you can sign in.';

beforeAll(async () => {
  // The first admin (active at once) and a trainer the admin created (active at once).
  const { token } = await callPortalApi<{ token: string }>(
    app.portal.url,
    null,
    'POST',
    '/api/register',
    { ...admin, role: 'admin' },
  );
  await callPortalApi(app.portal.url, token, 'POST', '/api/admin/users', {
    ...coach,
    role: 'trainer',
  });
});

const field = (page: Page, label: string | RegExp) =>
  page.getByLabel(label, typeof label === 'string' ? { exact: true } : undefined);
const logo = (page: Page) => page.getByRole('navigation').locator('.navbar-logo');

describe('studio settings', () => {
  it('an admin changes the settings on the Settings screen and finds them kept after a reload', async () => {
    const page = await app.newPage();
    await logIn(page, admin);
    await page.getByRole('navigation').getByRole('link', { name: 'SETTINGS' }).click();
    await page.waitForURL(/\/settings$/);
    await page.getByRole('heading', { name: 'Studio settings' }).waitFor();
    expect(await field(page, 'Studio name').inputValue()).toBe('Apex Body Studio');

    await field(page, 'Studio name').fill('Kallang Strength Lab');
    await field(page, 'Address').fill('9 Jalan Besar, #03-01, Singapore 208790');
    await field(page, 'Phone').fill('+65 6000 1111');
    await field(page, /Reminder lead time/).fill('48');
    await field(page, /Low-balance notice at/).fill('3');
    await field(page, 'Quiet hours start').fill('21:30');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    // The staff area shows the studio's name from the settings at once.
    await expect.poll(() => logo(page).textContent()).toBe('Kallang Strength Lab');

    await page.reload();
    await page.getByRole('heading', { name: 'Studio settings' }).waitFor();
    await field(page, 'Studio name').waitFor();
    expect(await field(page, 'Studio name').inputValue()).toBe('Kallang Strength Lab');
    expect(await field(page, 'Address').inputValue()).toBe(
      '9 Jalan Besar, #03-01, Singapore 208790',
    );
    expect(await field(page, 'Phone').inputValue()).toBe('+65 6000 1111');
    expect(await field(page, /Reminder lead time/).inputValue()).toBe('48');
    expect(await field(page, /Low-balance notice at/).inputValue()).toBe('3');
    expect(await field(page, 'Quiet hours start').inputValue()).toBe('21:30');
    expect(await field(page, 'Quiet hours end').inputValue()).toBe('08:00');
    expect(await page.getByLabel(/An admin approves each trainer/).isChecked()).toBe(true);
    await expect.poll(() => logo(page).textContent()).toBe('Kallang Strength Lab');

    // A wrong value is named under its field, with the keyboard, and nothing is saved.
    await field(page, /Reminder lead time/).fill('200');
    await field(page, /Reminder lead time/).press('Enter');
    await page.getByText('Enter a whole number of hours from 1 to 168.').waitFor();
    await expect
      .poll(() =>
        field(page, /Reminder lead time/).evaluate((input) => document.activeElement === input),
      )
      .toBe(true);
    await page.reload();
    await field(page, /Reminder lead time/).waitFor();
    expect(await field(page, /Reminder lead time/).inputValue()).toBe('48');
  });

  it('the password reset mail signs with the studio details from the settings', async () => {
    const page = await app.newPage();
    await page.goto('/forgotpassword');
    await page.getByLabel('Email', { exact: true }).fill(coach.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    const mail = await app.portal.mailbox.waitFor(coach.email, 20_000);
    expect(mail.text).toContain('your Kallang Strength Lab account');
    expect(mail.text).toContain('9 Jalan Besar, #03-01, Singapore 208790');
    expect(mail.text).toContain('+65 6000 1111');
  });

  it('a trainer has no Settings link and is sent away from /settings', async () => {
    const page = await app.newPage();
    await logIn(page, coach);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'SETTINGS' }).count()).toBe(
      0,
    );
    await expect.poll(() => logo(page).textContent()).toBe('Kallang Strength Lab');
    await page.goto('/settings');
    await page.waitForURL(/\/trainerdashboard$/);
    expect(
      (
        await page.request.put('/api/settings', {
          data: { studioName: 'Coach Cora Gym' },
          headers: { 'X-Requested-With': 'studio-web', Origin: app.portal.url },
        })
      ).status(),
    ).toBe(403);
  });
});

describe('staff registration under approval', () => {
  it('a self-registered trainer waits, cannot sign in, is approved on the Trainers screen, then signs in', async () => {
    // The newcomer registers and is told an admin must approve.
    const page = await app.newPage();
    await page.goto('/register');
    await page.getByLabel('NAME', { exact: true }).fill(newcomer.name);
    await page.getByLabel('EMAIL ADDRESS').fill(newcomer.email);
    await page.getByLabel('PASSWORD', { exact: true }).fill(newcomer.password);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.getByRole('status').filter({ hasText: pendingSentence }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect((await page.request.get('/api/profile')).status()).toBe(401);

    // Signing in is refused with that sentence.
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel(/email/i).fill(newcomer.email);
    await page.getByLabel(/password/i).fill(newcomer.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const refusal = page.getByRole('alert');
    await refusal.filter({ hasText: pendingSentence }).waitFor();
    expect(await refusal.textContent()).toContain('Login Failed, Please Try Again!');
    expect(new URL(page.url()).pathname).toBe('/login');

    // The admin is mailed, with a link to the Trainers screen.
    const notice = await app.portal.mailbox.waitFor(admin.email, 20_000);
    expect(notice.text).toContain(`${newcomer.name} (${newcomer.email}) registered as a trainer`);
    expect(notice.text).toContain('Kallang Strength Lab');
    expect(notice.text).toContain(`${new URL(app.portal.url).origin}/trainers`);

    // The admin approves on the Trainers screen.
    const adminPage = await app.newPage();
    await logIn(adminPage, admin);
    await adminPage.goto('/trainers');
    const waiting = adminPage.getByRole('region', { name: /Waiting for approval/ });
    await waiting.getByText(newcomer.email).waitFor();
    await waiting.getByRole('button', { name: `Approve ${newcomer.name}` }).click();
    await adminPage.getByText(`Approved: ${newcomer.name} can sign in now.`).waitFor();
    await adminPage.getByRole('row').filter({ hasText: newcomer.email }).waitFor();
    expect(await waiting.count()).toBe(0);

    // The newcomer signs in.
    await logIn(page, newcomer);
    expect(new URL(page.url()).pathname).toBe('/trainerdashboard');
    const welcome = await app.portal.mailbox.waitFor(newcomer.email, 20_000);
    expect(welcome.text).toContain('An admin approved your trainer account');
  });
});
