import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdScripts, shellHasTakenOver } from '../src/app-start.js';
import { callPortalApi } from '../src/portal-api.js';
import { usePortal } from '../src/use-portal.js';
import { funnelTotalsThisMonth } from '../src/funnel.js';

// Issue 27: every tap on a WhatsApp START NOW link is counted once, anonymously, in the funnel
// report's "WhatsApp Clicks": the visitor's very first tap on a prerendered page, before its app
// has started (the link's `ping`), and a tap on the live app's link (the app's beacon), never both.

const app = usePortal();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };

let adminToken: string;

beforeAll(async () => {
  ({ token: adminToken } = await callPortalApi<{ token: string }>(
    app.portal.url,
    null,
    'POST',
    '/api/register',
    { ...admin, role: 'admin' },
  ));
});

/** The WhatsApp clicks the owner's funnel report shows this month for one source. */
async function whatsAppClicksFrom(source: string): Promise<number> {
  return (await funnelTotalsThisMonth(app.portal.url, adminToken, source)).whatsappClicks;
}

/** Waits until the report shows `count` clicks from `source` (a beacon is sent, not awaited). */
async function waitForWhatsAppClicks(source: string, count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  let seen = await whatsAppClicksFrom(source);
  while (seen < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    seen = await whatsAppClicksFrom(source);
  }
  expect(seen, `WhatsApp clicks from ${source}`).toBe(count);
}

/** A visitor on a phone; the chat opens in a new tab, answered here (the test stays offline). */
async function visitorOnAPhone(): Promise<{ page: Page; eventCalls: Request[] }> {
  const page = await app.newPage(phone);
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'chat' }));
  const eventCalls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/public/events')) eventCalls.push(request);
  });
  return { page, eventCalls };
}

/** Taps START NOW in the home page's trial offer and closes the chat's tab. */
async function tapStartNow(page: Page): Promise<void> {
  const chat = page.context().waitForEvent('page');
  await page
    .getByRole('region', { name: 'COMMIT NOW FOR JUST $100' })
    .getByRole('link', { name: 'START NOW' })
    .tap();
  await (await chat).close();
}

describe('taps on START NOW', () => {
  it('counts the first tap on the prerendered home page, before its app has started', async () => {
    const { page, eventCalls } = await visitorOnAPhone();
    // A slow phone: the app's code is still on its way when the visitor taps.
    const scripts = await holdScripts(page);
    await page.goto('/?utm_source=first-tap');
    expect(await page.evaluate(shellHasTakenOver)).toBe(false);

    await tapStartNow(page);

    await waitForWhatsAppClicks('first-tap', 1);
    expect(await page.evaluate(shellHasTakenOver)).toBe(false);
    // The browser's ping, from the page that was tapped, to the chat that opened.
    expect(eventCalls).toHaveLength(1);
    const ping = eventCalls[0]!;
    expect(ping.method()).toBe('POST');
    expect(new URL(ping.url()).pathname).toBe('/api/public/events/whatsapp-click');
    const headers = await ping.allHeaders();
    expect(headers['ping-from']).toBe(`${app.portal.url}/?utm_source=first-tap`);
    expect(headers['ping-to']).toMatch(/^https:\/\/wa\.me\//);

    // The app takes the page over afterwards; it does not count that tap again.
    await scripts.release();
    await page.waitForFunction(shellHasTakenOver);
    const startNow = page
      .getByRole('region', { name: 'COMMIT NOW FOR JUST $100' })
      .getByRole('link', { name: 'START NOW' });
    expect(await startNow.getAttribute('ping')).toBeNull();
    await page.waitForLoadState('networkidle');
    expect(eventCalls).toHaveLength(1);
    expect(await whatsAppClicksFrom('first-tap')).toBe(1);
  });

  it('counts a tap on the live app once, by the app alone', async () => {
    const { page, eventCalls } = await visitorOnAPhone();
    await page.goto('/?utm_source=live-app');
    // GET STARTED first: the app starts and replaces the prerendered links.
    await page.getByRole('link', { name: 'GET STARTED' }).tap();
    await page.waitForFunction(shellHasTakenOver);

    await tapStartNow(page);

    await waitForWhatsAppClicks('live-app', 1);
    await page.waitForLoadState('networkidle');
    expect(eventCalls.map((request) => new URL(request.url()).pathname)).toEqual([
      '/api/public/events',
    ]);
    expect(await whatsAppClicksFrom('live-app')).toBe(1);
  });

  it('counts a first tap on a program page by its ping too', async () => {
    const { page, eventCalls } = await visitorOnAPhone();
    await holdScripts(page);
    await page.goto('/weightloss?utm_source=program-page');
    const chat = page.context().waitForEvent('page');
    await page.getByRole('main').getByRole('link', { name: 'START NOW' }).first().tap();
    await (await chat).close();

    await waitForWhatsAppClicks('program-page', 1);
    expect(eventCalls.map((request) => new URL(request.url()).pathname)).toEqual([
      '/api/public/events/whatsapp-click',
    ]);
  });
});
