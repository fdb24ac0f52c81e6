import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with a fresh profile (Playwright gives every launch its own
 * temporary user-data-dir) and without the background traffic that would reach for the network.
 */
export function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `no Chromium at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A new browser context (own cookies and storage, like a separate person) and a page in it;
 * `options` as Playwright takes them (e.g. `javaScriptEnabled: false`).
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  log: (source: string, text: string) => void,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      log('browser', `${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => log('browser', `page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      log('browser', `${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    log(
      'browser',
      `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
    ),
  );
  return { context, page };
}
