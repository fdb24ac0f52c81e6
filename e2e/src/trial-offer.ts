import type { Page } from 'playwright-core';

/**
 * Waits until the page rests where GET STARTED takes it: 30 px above the trial offer, unless the
 * page ends first (the offer is near the bottom).
 */
export async function waitForTrialOffer(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const trial = document.getElementById('trial');
      if (!trial) return false;
      const destination = Math.min(
        trial.getBoundingClientRect().top + window.scrollY - 30,
        document.documentElement.scrollHeight - window.innerHeight,
      );
      return window.scrollY > 0 && Math.abs(window.scrollY - destination) <= 1;
    },
    null,
    { timeout: 3000 },
  );
}
