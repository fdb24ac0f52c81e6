/**
 * The inline script after the prerendered `/trial` page's `#root` (issue 27). Opening the page
 * counts as a `trial-view` at once, for visitors who read and leave too: an anonymous beacon (no
 * cookie); `trialViewSent` tells the app not to count the same view again
 * (src/lib/site-events.ts). And unlike the other public pages, `/trial` cannot wait for the
 * visitor's first interaction to start the app: its open times come from the API. After `load`
 * it hands the page's loader (shell/src/boot/prerendered-page-controls.ts, which starts the app
 * on the first click or key, once) a click on the document. Kept tiny: a page's inline scripts
 * stay within 2 KB (bench target, e2e public-site test).
 *
 * A classic inline script: no imports or exports, its names inside the function.
 */
(() => {
  fetch('/api/public/events', {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'studio-web' },
    body: JSON.stringify({
      type: 'trial-view',
      page: (location.pathname + location.search).slice(0, 500),
    }),
  }).catch(() => undefined);
  (window as Window & { studioBeacons?: object }).studioBeacons = { trialViewSent: true };
  addEventListener('load', () => setTimeout(() => document.dispatchEvent(new Event('click'))));
})();
