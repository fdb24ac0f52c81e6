import type { Page } from 'playwright-core';
import { browserUnavailable, median, withBrowserOnEdge } from './browser-on-edge.js';
import { round1 } from './round.js';

// The functions passed to `page.evaluate` run in the page; the bench compiles without the DOM
// library (system-tests' fetch calls need Node's types), so the little they use is declared here.
interface PageElement {
  textContent: string | null;
  clientHeight: number;
  click(): void;
  scrollBy(options: { top: number }): void;
}
declare const document: {
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement> & Iterable<PageElement>;
};
declare function requestAnimationFrame(callback: () => void): number;

/** The admin customers screen in the real browser (issue 12), each figure the median of the runs. */
export interface CustomersScreenFigures {
  runs: number;
  /** From the start of the navigation to `/customers` to the first frame with a customer row. */
  firstRowsMs: number;
  firstRowsMsEach: number[];
  /** From the click on the Name header to the first frame showing the server's new first rows. */
  sortClickMs: number;
  sortClickMsEach: number[];
  /** The most table rows in the DOM at any check (after loading, sorting and scrolling). */
  rowsInDomMost: number;
}

export type CustomersScreenResult = CustomersScreenFigures | { skipped: string };

const customerRows = 'table[aria-label="Customers"] tbody tr';

/** Resolves at the first frame in which the customers table shows a row; `performance.now()` then. */
function whenFirstRowShows(page: Page): Promise<number> {
  return page.evaluate(
    (selector) =>
      new Promise<number>((resolve, reject) => {
        const check = () => {
          if (document.querySelector(`${selector}[aria-rowindex="2"]`)) resolve(performance.now());
          else if (performance.now() > 60_000) reject(new Error('no customer row within 60 s'));
          else requestAnimationFrame(check);
        };
        check();
      }),
    customerRows,
  );
}

/** Clicks the Name header and resolves with the time until a frame shows other first rows. */
function sortByNameMs(page: Page): Promise<number> {
  return page.evaluate(
    (selector) =>
      new Promise<number>((resolve, reject) => {
        // The first rows together: one row alone may stay first in both orders.
        const firstRows = () =>
          [2, 3, 4]
            .map(
              (index) =>
                document.querySelector(`${selector}[aria-rowindex="${index}"]`)?.textContent,
            )
            .join('|');
        const before = firstRows();
        const button = [...document.querySelectorAll('thead button')].find((candidate) =>
          candidate.textContent?.startsWith('Name'),
        );
        if (!button) return reject(new Error('no Name header on the customers screen'));
        const start = performance.now();
        button.click();
        const check = () => {
          const now = firstRows();
          // Rows shown (not a loading state) and in another order.
          if (now !== before && !now.startsWith('|')) resolve(performance.now() - start);
          else if (performance.now() - start > 30_000)
            reject(new Error('no new order within 30 s'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    customerRows,
  );
}

function rowsInDom(page: Page): Promise<number> {
  return page.evaluate((selector) => document.querySelectorAll(selector).length, customerRows);
}

/** Scrolls the table down a few screens, letting pages load, and counts the rows each time. */
async function mostRowsWhileScrolling(page: Page): Promise<number> {
  let most = 0;
  for (let screen = 0; screen < 8; screen += 1) {
    await page.evaluate(() => {
      const scroller = document.querySelector('.data-table-scroller');
      scroller?.scrollBy({ top: scroller.clientHeight * 3 });
    });
    await page.waitForTimeout(150);
    most = Math.max(most, await rowsInDom(page));
  }
  return most;
}

/**
 * Serves the production build through the local edge on the port the BFF takes browser calls
 * from, signs the admin in through the login screen in Debian's Chromium (1366 × 900,
 * unthrottled), then `runs` times: opens `/customers` afresh (warm HTTP cache after the first),
 * times the first rows, clicks the Name header and times the re-sorted rows, and counts rows in
 * the DOM while scrolling.
 */
export async function measureCustomersScreen(options: {
  bffUrl: string;
  edgePort: number;
  admin: { email: string; password: string };
  runs: number;
}): Promise<CustomersScreenResult> {
  const unavailable = browserUnavailable();
  if (unavailable) return { skipped: unavailable };
  return withBrowserOnEdge(
    { bffUrl: options.bffUrl, edgePort: options.edgePort, viewport: { width: 1366, height: 900 } },
    async (context) => {
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel(/email/i).fill(options.admin.email);
      await page.getByLabel(/password/i).fill(options.admin.password);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await page.waitForURL(/\/admindashboard$/);

      const firstRowsMsEach: number[] = [];
      const sortClickMsEach: number[] = [];
      let rowsInDomMost = 0;
      for (let run = 0; run < options.runs; run += 1) {
        await page.goto('about:blank');
        await page.goto('/customers', { waitUntil: 'commit' });
        firstRowsMsEach.push(round1(await whenFirstRowShows(page)));
        rowsInDomMost = Math.max(rowsInDomMost, await rowsInDom(page));
        // Let the first page's follow-up requests settle before timing the click.
        await page.waitForLoadState('networkidle');
        sortClickMsEach.push(round1(await sortByNameMs(page)));
        rowsInDomMost = Math.max(rowsInDomMost, await rowsInDom(page));
        rowsInDomMost = Math.max(rowsInDomMost, await mostRowsWhileScrolling(page));
      }
      return {
        runs: options.runs,
        firstRowsMs: median(firstRowsMsEach),
        firstRowsMsEach,
        sortClickMs: median(sortClickMsEach),
        sortClickMsEach,
        rowsInDomMost,
      };
    },
  );
}
