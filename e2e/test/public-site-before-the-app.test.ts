// Functions passed to page.evaluate run in the browser.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdScripts, shellHasTakenOver } from '../src/app-start.js';
import { waitForTrialOffer } from '../src/trial-offer.js';
import { usePortal } from '../src/use-portal.js';

/**
 * The prerendered pages before and without the app: their own controls (menu, links, GET STARTED,
 * the login form) answer while the app's scripts are still on their way (held here) and with
 * JavaScript disabled, and the app adopts the page afterwards with its state intact. Also the
 * home page's headline, which wraps between words at every width.
 */

/** Runs in the page: the rendered text of the focused element, if it is still in the document. */
function focusedText(): string | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused.isConnected && focused !== document.body
    ? focused.innerText.trim()
    : null;
}

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'a long passphrase' };

const app = usePortal();

/** The studio's first admin, registered once for the tests that sign in. */
let adminRegistered: Promise<unknown> | undefined;
function registerAdmin(page: Page): Promise<unknown> {
  adminRegistered ??= app.api(page, 'POST', '/api/register', { ...admin, role: 'admin' });
  return adminRegistered;
}

describe('the public pages before the app', () => {
  it('opens and closes the mobile menu while the scripts load; the app keeps it open, focus kept', async () => {
    const page = await app.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const scripts = await holdScripts(page);
    await page.goto('/');

    const menuLink = page
      .getByRole('navigation')
      .getByRole('link', { name: 'WEIGHT LOSS PROGRAM', exact: true });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await menuLink.isVisible()).toBe(true);
    expect(await page.evaluate(focusedText)).toBe('FOUNDER');

    await close.click();
    const open = page.getByRole('button', { name: 'Open menu' });
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    expect(await menuLink.isVisible()).toBe(false);

    // Open again, and move on to the next link with the keyboard.
    await open.click();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(focusedText)).toBe('BODY TRANSFORMATION PROGRAM');
    expect(await page.evaluate(shellHasTakenOver)).toBe(false);

    await scripts.release();
    await page.waitForFunction(shellHasTakenOver);
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await menuLink.isVisible()).toBe(true);
    expect(await page.evaluate(focusedText)).toBe('BODY TRANSFORMATION PROGRAM');
    // The live menu carries on: Escape closes it and gives the focus back to its toggle.
    await page.keyboard.press('Escape');
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(focusedText)).toBe('Open menu');
  });

  it('glides to the trial offer from GET STARTED while the scripts load, and the app leaves it there', async () => {
    const page = await app.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = await holdScripts(page);
    await page.goto('/');

    await page.getByRole('link', { name: 'GET STARTED' }).click();
    await waitForTrialOffer(page);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('trial');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(shellHasTakenOver)).toBe(false);
    const scrolled = await page.evaluate(() => window.scrollY);

    await scripts.release();
    await page.waitForFunction(shellHasTakenOver);
    // Where it was, give or take the last pixel of the glide.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('trial');
  });

  it('follows its links while the scripts load: a program page, then LOGIN shows the form', async () => {
    const page = await app.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await holdScripts(page);
    await page.goto('/');

    await page.getByRole('navigation').getByRole('link', { name: 'FOUNDER' }).click();
    await page.waitForURL(/\/founder$/);
    expect(await page.getByRole('heading', { level: 1, name: 'Marcus Lim' }).isVisible()).toBe(
      true,
    );

    await page.getByRole('navigation').getByRole('link', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.getByRole('heading', { level: 1, name: 'Login' }).isVisible()).toBe(true);
    const email = page.getByLabel('Email');
    await email.pressSequentially('typed@example.com');
    expect(await email.inputValue()).toBe('typed@example.com');
    expect(await page.evaluate(shellHasTakenOver)).toBe(false);
  });

  it('keeps what was typed into the prerendered login form when the app takes over, and signs in', async () => {
    const page = await app.newPage();
    await registerAdmin(page);
    const scripts = await holdScripts(page);
    await page.goto('/login');

    await page.getByLabel('Email').click();
    await page.keyboard.type(admin.email);
    await page.getByLabel('Password').click();
    await page.keyboard.type(admin.password);
    expect(await page.evaluate(shellHasTakenOver)).toBe(false);

    await scripts.release();
    await page.waitForFunction(shellHasTakenOver);
    expect(await page.getByLabel('Email').inputValue()).toBe(admin.email);
    expect(await page.getByLabel('Password').inputValue()).toBe(admin.password);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'password',
    );

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admindashboard$/);
  });

  it('sends a login submitted before the app has loaded once it has, never as a plain request', async () => {
    const page = await app.newPage();
    await registerAdmin(page);
    const scripts = await holdScripts(page);
    await page.goto('/login');
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) pageRequests.push(request.url());
    });

    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');

    await scripts.release();
    await page.waitForURL(/\/admindashboard$/);
    // The sign-in went through the app's API call: no page request carried the form.
    expect(pageRequests).toEqual([]);
  });
});

describe('the public pages without JavaScript', () => {
  it('opens and closes the mobile menu, follows its links and glides to the trial offer', async () => {
    const page = await app.newPage({ javaScriptEnabled: false });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');

    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menuLink = page
      .getByRole('navigation')
      .getByRole('link', { name: 'WEIGHT LOSS PROGRAM', exact: true });
    expect(await menuLink.isVisible()).toBe(false);
    await toggle.click();
    expect(await menuLink.isVisible()).toBe(true);
    await toggle.click();
    expect(await menuLink.isVisible()).toBe(false);
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await menuLink.isVisible()).toBe(false);

    await page.getByRole('link', { name: 'GET STARTED' }).click();
    await waitForTrialOffer(page);

    await toggle.click();
    await menuLink.click();
    await page.waitForURL(/\/weightloss$/);
    expect(
      await page.getByRole('heading', { level: 1, name: 'Weight Loss Program' }).isVisible(),
    ).toBe(true);

    await page.goto('/login');
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
  });
});

describe("the home page's headline", () => {
  it('wraps between words, never inside one, at every width from 320 to 1920 px', async () => {
    const page = await app.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    const widths = new Set([390, 1366]);
    for (let width = 320; width <= 1920; width += 8) widths.add(width);

    const broken: string[] = [];
    for (const width of [...widths].sort((a, b) => a - b)) {
      await page.setViewportSize({ width, height: 800 });
      const problems = await page.evaluate(() => {
        const headline = document.querySelector('h1');
        const text = headline?.firstChild;
        if (!headline || !(text instanceof Text)) return ['no headline text'];
        const found: string[] = [];
        for (const word of text.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          // A word on one line has all its boxes on one line.
          const lines = new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top)));
          if (lines.size > 1) found.push(`"${word[0]}" split over ${lines.size} lines`);
        }
        if (headline.scrollWidth > headline.clientWidth) found.push('wider than its box');
        if (document.documentElement.scrollWidth > window.innerWidth)
          found.push('page scrolls sideways');
        return found;
      });
      if (problems.length > 0) broken.push(`${width} px: ${problems.join(', ')}`);
    }
    expect(broken).toEqual([]);
  });
});
