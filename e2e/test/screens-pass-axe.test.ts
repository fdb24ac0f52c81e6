import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setPasswordFromWelcomeLink, welcomeLinkMailedTo } from '../src/customer-account.js';
import { callPortalApi } from '../src/portal-api.js';
import { carolCustomer, seedStudio } from '../src/seed-studio.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';
import { axeViolations, withAxe } from '../src/axe.js';

// Issue 31: axe finds no violations on any staff or customer screen, on a phone and on a desk.
// The public pages have their own check (public-site.test.ts).

const app = usePortal();

const widths = [390, 1366] as const;
const password = 'a long enough password';
const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password };
const alice = { name: 'Alice Trainer', email: 'alice.trainer@example.com', password };
const carol = carolCustomer;
/** A token of the right form that names nothing: the screen shows its refusal. */
const unknownToken = 'a'.repeat(43);

/** Opens each screen at each width once it has drawn its data; the violations by screen and width. */
async function violationsOf(page: Page, screens: readonly string[]) {
  const found: Record<string, string[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await page.goto(screen);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect
        .poll(() => page.getByText(/^(Loading|Searching)/).count(), { timeout: 20_000 })
        .toBe(0);
      const violations = await axeViolations(page);
      if (violations.length > 0) found[`${screen} at ${width} px`] = violations;
    }
  }
  return found;
}

const newCheckedPage = async () => withAxe(await app.newPage());

describe('every staff and customer screen', () => {
  const apiCall = <T>(token: string | null, method: string, path: string, body?: unknown) =>
    callPortalApi<T>(app.portal.url, token, method, path, body);

  it('passes axe when signed out', async () => {
    const page = await newCheckedPage();
    const screens = [
      '/login',
      '/register',
      '/forgotpassword',
      `/reset-password/${unknownToken}`,
      `/unsubscribe/${unknownToken}`,
      `/welcome/${unknownToken}`,
    ];
    expect(await violationsOf(page, screens)).toEqual({});
  });

  it('passes axe for an admin, with a trainer, a customer and a training to show', async () => {
    const { adminToken, customer } = await seedStudio(app.portal.url, { admin, trainer: alice });
    const tomorrowAtTen = new Date(Date.now() + 24 * 3600_000);
    tomorrowAtTen.setUTCHours(2, 0, 0, 0);
    await apiCall(adminToken, 'POST', '/api/training', {
      customerID: customer._id,
      dateOfTraining: tomorrowAtTen.toISOString(),
      status: 'scheduled',
    });
    await apiCall(adminToken, 'POST', `/api/customers/${customer._id}/invite`);

    const page = await newCheckedPage();
    await logIn(page, admin);
    const screens = [
      '/admindashboard',
      '/trainings',
      '/availability',
      '/customers',
      '/payments',
      '/leads',
      '/trainers',
      '/reports',
      '/settings',
      '/profile',
    ];
    expect(await violationsOf(page, screens)).toEqual({});
  });

  it('passes axe for a trainer', async () => {
    const page = await newCheckedPage();
    await logIn(page, alice);
    expect(
      await violationsOf(page, ['/trainerdashboard', '/trainings', '/availability', '/customers']),
    ).toEqual({});
  });

  it('passes axe for a customer', async () => {
    const page = await newCheckedPage();
    await setPasswordFromWelcomeLink(
      page,
      await welcomeLinkMailedTo(app.portal.mailbox, carol.email),
      password,
    );
    expect(await violationsOf(page, ['/me', '/profile'])).toEqual({});
  });
});
