// Functions passed to page.evaluate and addInitScript run in the browser.
/// <reference lib="dom" />
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';
import { callPortalApi } from '../src/portal-api.js';
import { seedStudio } from '../src/seed-studio.js';

const app = usePortal();

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };
const trainer = {
  name: 'Tara Trainer',
  email: 'tara.trainer@example.com',
  password: 'tara pw 123',
};

interface WatchedPage {
  page: Page;
  /** Every CSP violation the browser reported so far, on any page this tab has shown. */
  violations: string[];
}

/**
 * A tab that records what the page's CSP blocked: the `securitypolicyviolation` events of every
 * document it loads (reported to the test as they happen, so a navigation loses none) and
 * Chromium's "Refused to …" console messages.
 */
async function watchedPage(): Promise<WatchedPage> {
  const page = await app.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      void report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return { page, violations };
}

/** The page's headers must carry the policy the issue asks for. */
function expectPageHeaders(response: Response | null, route: string) {
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, route).toMatch(/(^|;)\s*object-src 'none'/);
  expect(policy, route).toMatch(/(^|;)\s*base-uri 'none'/);
  expect(policy, route).toMatch(/(^|;)\s*frame-ancestors 'none'/);
  expect(policy, route).not.toContain("'unsafe-inline'");
  expect(headers['x-content-type-options'], route).toBe('nosniff');
  expect(headers['referrer-policy'], route).toBe('no-referrer');
}

/**
 * Lets violation reports (queued as tasks) and late requests arrive. Not `networkidle`: the home
 * page's hero clip keeps streaming.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
}

/** Runs in the page: whether the shell's React root has replaced the prerendered markup. */
function shellHasTakenOver(): boolean {
  const root = document.getElementById('root');
  return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
}

const apiCall = <T>(token: string | null, method: string, path: string, body?: unknown) =>
  callPortalApi<T>(app.portal.url, token, method, path, body);

beforeAll(async () => {
  // An admin, a trainer with a customer and a past training: the dashboard's chart has a point
  // and the schedule an event.
  const { adminToken: token, customer } = await seedStudio(app.portal.url, { admin, trainer });
  await apiCall(token, 'POST', '/api/training', {
    customerID: customer._id,
    dateOfTraining: new Date(Date.now() - 26 * 3_600_000).toISOString(),
  });
});

describe('the pages under their Content Security Policy', () => {
  it('notices a violation: an inline script the policy does not list is refused', async () => {
    const { page, violations } = await watchedPage();
    await page.goto('/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await settle(page);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect(violations.join('\n')).toMatch(/script-src/);
  });

  it('runs the public pages, their hero clip, map and the app that takes over, with nothing blocked', async () => {
    const { page, violations } = await watchedPage();
    for (const route of ['/', '/founder', '/bodytransformation', '/weightloss']) {
      const response = await page.goto(route);
      expectPageHeaders(response, route);
      await settle(page);
      if (route === '/') {
        // The inline script before the app starts puts the clip in once the page has loaded.
        await page.locator('.pub-hero video').waitFor({ state: 'attached' });
        expect(await page.evaluate(shellHasTakenOver)).toBe(false);
        await page.locator('iframe[title^="Map showing"]').waitFor({ state: 'attached' });
      }
      // The first interaction starts the app, which loads the page's remote.
      await page.keyboard.press('Shift');
      await page.waitForFunction(shellHasTakenOver);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page);
    }
    // The live home page after a client-side navigation: hero and map rendered by the remote.
    await page.getByRole('navigation').getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('iframe[title^="Map showing"]').scrollIntoViewIfNeeded();
    await settle(page);
    expect(violations).toEqual([]);
  });

  it('runs the reset-password page without sending its token anywhere as a referrer', async () => {
    const { page, violations } = await watchedPage();
    const token = 'a-reset-token_0123456789abcdef';
    const referrers: string[] = [];
    page.on('request', (request) => {
      void request.allHeaders().then((headers) => {
        if (headers.referer) referrers.push(`${request.url()} <- ${headers.referer}`);
      });
    });
    const response = await page.goto(`/reset-password/${token}`);
    expectPageHeaders(response, '/reset-password/:token');
    await page.getByLabel('New Password', { exact: true }).waitFor();
    await settle(page);
    expect(referrers.filter((referrer) => referrer.includes(token))).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('runs the sign-in and every staff page, calendar and charts included, with nothing blocked', async () => {
    const { page, violations } = await watchedPage();
    await page.setViewportSize({ width: 1280, height: 1200 });
    expectPageHeaders(await page.goto('/login'), '/login');
    await logIn(page, admin);

    // The dashboard's statistics: echarts draws into a canvas; hovering shows its tooltip.
    const chart = page.locator('.dashboard-page canvas').first();
    await chart.waitFor();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await settle(page);

    for (const route of ['/customers', '/trainers', '/payments', '/profile']) {
      expectPageHeaders(await page.goto(route), route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
    }

    expectPageHeaders(await page.goto('/trainings'), '/trainings');
    await page.locator('.rbc-calendar .rbc-time-view, .rbc-calendar .rbc-month-view').waitFor();
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.locator('.rbc-event', { hasText: 'Carol Customer' }).first().waitFor();
    await settle(page);
    expect(violations).toEqual([]);
  });
});
