import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { launchBrowser, openPage } from './browser.js';
import { resultsDir, startPortal, type Portal, type PortalOptions } from './portal.js';

export interface PortalFixture {
  /** The running portal (available inside tests and hooks, after `beforeAll`). */
  readonly portal: Portal;
  /**
   * A page in a new browser context (its own cookies, like a separate person) whose relative
   * URLs resolve against the portal: `await page.goto('/login')`. Closed when the test ends;
   * a failing test leaves a screenshot under `test-results/e2e/`. `options` are the context's
   * (e.g. `{ javaScriptEnabled: false }` for a visitor without scripts).
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * A JSON call to the portal from the page's own session (its cookie), with the headers the web
   * app sends (the BFF's CSRF rule): set up data without clicking through screens. Throws with
   * the status and body unless the answer is 2xx.
   */
  api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T>;
}

/**
 * Starts one portal and one browser for the test file (`beforeAll`) and stops both afterwards.
 * Call it at the top of a test file:
 *
 *   const app = usePortal();
 *   it('...', async () => { const page = await app.newPage(); await page.goto('/login'); ... });
 */
export function usePortal(options: PortalOptions = {}): PortalFixture {
  let portal: Portal | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    portal = await startPortal(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  return {
    get portal() {
      if (!portal) throw new Error('the portal starts in beforeAll; use it inside tests or hooks');
      return portal;
    },
    async newPage(options?: BrowserContextOptions) {
      if (!portal || !browser)
        throw new Error('the portal starts in beforeAll; use it inside tests');
      const { context, page } = await openPage(browser, portal.url, portal.log, options);
      onTestFinished(async ({ task }) => {
        if (task.result?.state === 'fail') {
          const name = `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${Date.now()}.png`;
          await page
            .screenshot({ path: path.join(resultsDir, name), fullPage: true })
            .catch(() => undefined);
          portal?.log('e2e', `test failed: "${task.name}", screenshot ${name}`);
        }
        await context.close();
      });
      return page;
    },
    async api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
      if (!portal) throw new Error('the portal starts in beforeAll; use it inside tests');
      const response = await page.request.fetch(path, {
        method,
        headers: { 'X-Requested-With': 'studio-web', Origin: portal.url },
        data: body,
      });
      const text = await response.text();
      if (!response.ok()) {
        throw new Error(`${method} ${path} answered ${response.status()}: ${text}`);
      }
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}
