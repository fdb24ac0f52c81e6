// Functions passed to page.evaluate run in the browser.
/// <reference lib="dom" />
import type { Page, Route } from 'playwright-core';

/** Runs in the page: whether the shell's React root has replaced the prerendered markup. */
export function shellHasTakenOver(): boolean {
  const root = document.getElementById('root');
  return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
}

/**
 * Holds every script response of the page (the app's code, prefetches included) until
 * `release()`: the page as a visitor on a slow connection has it while the app is on its way.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
