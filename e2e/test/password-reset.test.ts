import { describe, expect, it } from 'vitest';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

const app = usePortal();

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };
const trainer = {
  name: 'Tara Trainer',
  email: 'tara.trainer@example.com',
  password: 'old tara password',
};
const newPassword = 'brand new tara password';

describe('forgotten password', () => {
  it('an admin adds a trainer who resets the password by mail; the old password and session stop working', async () => {
    // The first admin registers; the admin then adds the trainer on the Trainers screen.
    const adminPage = await app.newPage();
    await adminPage.goto('/register');
    await adminPage.getByLabel('NAME', { exact: true }).fill(admin.name);
    await adminPage.getByLabel('EMAIL ADDRESS').fill(admin.email);
    await adminPage.getByLabel('PASSWORD', { exact: true }).fill(admin.password);
    await adminPage.getByLabel('SELECT ROLE').selectOption({ label: 'Admin' });
    await adminPage.getByRole('button', { name: 'REGISTER' }).click();
    await adminPage.waitForURL(/\/admindashboard$/);

    await adminPage.goto('/trainers');
    await adminPage.getByRole('button', { name: 'Add New Trainer' }).click();
    const addDialog = adminPage.getByRole('dialog', { name: 'Add New Trainer' });
    await addDialog.getByLabel('NAME', { exact: true }).fill(trainer.name);
    await addDialog.getByLabel('EMAIL', { exact: true }).fill(trainer.email);
    await addDialog.getByLabel('PASSWORD', { exact: true }).fill(trainer.password);
    await addDialog.getByLabel('ROLE', { exact: true }).selectOption({ label: 'Trainer' });
    await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await adminPage.getByText('Successfully Added!').waitFor();
    await adminPage.getByRole('row').filter({ hasText: trainer.email }).waitFor();

    // The trainer signs in: this context is the session the reset must end.
    const oldSessionPage = await app.newPage();
    await logIn(oldSessionPage, trainer);
    expect(new URL(oldSessionPage.url()).pathname).toBe('/trainerdashboard');
    expect((await oldSessionPage.request.get('/api/profile')).status()).toBe(200);

    // Elsewhere, the trainer asks for a reset link.
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(/\/forgotpassword$/);
    await page.getByLabel('Email', { exact: true }).fill(trainer.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').getByText('Password reset link sent to your email.').waitFor();

    // The mail worker delivers it to the test's own SMTP server.
    const mail = await app.portal.mailbox.waitFor(trainer.email, 20_000);
    const link = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, `a reset link in the mail:\n${mail.text}`).toBeDefined();
    expect(new URL(link!).origin).toBe(new URL(app.portal.url).origin);

    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successful! Redirecting to login...').waitFor();
    const resetAt = Date.now();
    await page.waitForURL(/\/login$/, { timeout: 6_000 });
    // Spec: the page waits about 3 seconds before going back to /login.
    const waited = Date.now() - resetAt;
    expect(waited).toBeGreaterThan(2_000);
    expect(waited).toBeLessThan(4_500);

    // The old password is refused.
    await page.getByLabel(/email/i).fill(trainer.email);
    await page.getByLabel(/password/i).fill(trainer.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByText('Login Failed, Please Try Again!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // The session signed in before the reset is gone.
    expect((await oldSessionPage.request.get('/api/profile')).status()).toBe(401);
    await oldSessionPage.goto('/trainerdashboard');
    await oldSessionPage.waitForURL(/\/login$/);

    // The new password works.
    await logIn(page, { email: trainer.email, password: newPassword });
    expect(new URL(page.url()).pathname).toBe('/trainerdashboard');
  });
});
