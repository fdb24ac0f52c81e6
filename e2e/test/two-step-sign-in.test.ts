import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPortalApi } from '../src/portal-api.js';
import { logIn, logOut } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

const app = usePortal();

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };
const trainer = { name: 'Tina Tan', email: 'tina.tan@example.com', password: 'tina rows at dawn' };
const newcomer = { name: 'Nico Ng', email: 'nico.ng@example.com', password: 'nico lifts at noon' };

beforeAll(async () => {
  const { token } = await callPortalApi<{ token: string }>(
    app.portal.url,
    null,
    'POST',
    '/api/register',
    { ...admin, role: 'admin' },
  );
  for (const person of [trainer, newcomer])
    await callPortalApi(app.portal.url, token, 'POST', '/api/admin/users', {
      ...person,
      role: 'trainer',
    });
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * What the person's authenticator app shows, computed with the same library as the server, for
 * the 30-second step before the current one or after it (the server takes one step of drift
 * either way, and never a step at or before the last one it took): turning it on with the step
 * before and signing in with the step after, the sign-in's code is never the one already used,
 * however quickly they follow one another.
 */
async function codeOfStep(secret: string, offsetSteps: -1 | 1) {
  // The step before stays good only until the current step ends: with less than 10 s of it
  // left, wait for the next step, as a person waits for a fresh code.
  const leftOfStep = 30_000 - (Date.now() % 30_000);
  if (offsetSteps === -1 && leftOfStep < 10_000)
    await new Promise((resolve) => setTimeout(resolve, leftOfStep + 100));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * offsetSteps });
}
const previousCode = (secret: string) => codeOfStep(secret, -1);
const nextCode = (secret: string) => codeOfStep(secret, 1);

/** The key shown beside the QR code, as the person would type it into the app. */
async function shownKey(page: Page): Promise<string> {
  const key = page.locator('.two-factor-key');
  await key.waitFor();
  return ((await key.textContent()) ?? '').replace(/\s/g, '');
}

/** The password step of the login screen, up to where it asks for more. */
async function enterPassword(page: Page, person: typeof trainer): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/^password$/i).fill(person.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** The password, then a recovery code in place of the app's code. */
async function signInWithRecoveryCode(page: Page, recoveryCode: string): Promise<void> {
  await enterPassword(page, trainer);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await field(page, 'Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'VERIFY' }).click();
}

describe('two-step sign-in', () => {
  it('a trainer turns it on from the profile, signs in with a code, and uses a recovery code only once', async () => {
    const page = await app.newPage();
    await logIn(page, trainer);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.getByText('Off: signing in asks only for your password.').waitFor();
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = await shownKey(page);

    await field(page, '6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('That code is not right. Please try again.').waitFor();
    await field(page, '6-digit code').fill(await previousCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();

    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('On: signing in asks for a code').waitFor();
    await logOut(page, trainer.name);

    // The password alone no longer signs in: the code does.
    await enterPassword(page, trainer);
    await page
      .getByText('Enter the code from your authenticator app to finish signing in.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await field(page, '6-digit code').fill(await generate({ secret, epoch: 1 }));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.getByText('That code is not right. Please try again.').waitFor();
    await field(page, '6-digit code').fill(await nextCode(secret));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.waitForURL(/\/trainerdashboard$/);
    await logOut(page, trainer.name);

    // A recovery code instead of the app, once.
    await signInWithRecoveryCode(page, recoveryCodes[0]!);
    await page.waitForURL(/\/trainerdashboard$/);
    await logOut(page, trainer.name);

    await signInWithRecoveryCode(page, recoveryCodes[0]!);
    await page.getByText('That code is not right. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('an admin requires it for staff, and a trainer without it is led to set it up after the password', async () => {
    const adminPage = await app.newPage();
    await logIn(adminPage, admin);
    await adminPage.goto('/settings');
    await adminPage.getByRole('heading', { name: 'Studio settings' }).waitFor();
    await adminPage.getByLabel('Require two-step sign-in for staff').check();
    await adminPage.getByRole('button', { name: 'Save settings' }).click();
    await adminPage.getByText('Settings saved.').waitFor();

    const page = await app.newPage();
    await enterPassword(page, newcomer);
    await page
      .getByText(
        'The studio requires two-step sign-in for staff. Set it up now to finish signing in.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const secret = await shownKey(page);
    await field(page, '6-digit code').fill(await previousCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('list', { name: 'Your recovery codes' }).waitFor();
    // Not signed in until the codes were seen.
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL(/\/trainerdashboard$/);

    await page.goto('/profile');
    await page.getByText('On: signing in asks for a code').waitFor();
  });
});
