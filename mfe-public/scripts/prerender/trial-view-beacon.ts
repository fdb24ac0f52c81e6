/**
 * The inline script after the prerendered `/trial` page's `#root` (issue 27). Opening the page
 * counts as a `trial-view` at once, for visitors who read and leave too: an anonymous beacon (no
 * cookie); `trialViewSent` tells the app not to count the same view again
 * (src/lib/site-events.ts). The open times come from the API, so only the app lists them; like
 * the other public pages, `/trial` starts it on the visitor's first click or key
 * (shell/src/boot/prerendered-page-controls.ts), never on its own while loading: that would keep
 * a phone's main thread busy for seconds (Lighthouse's Total Blocking Time, and taps waiting).
 * A tap on "See the open times" (its first step) says at once that they are loading.
 * Kept tiny: a page's inline scripts stay within 2 KB (bench target, e2e public-site test).
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
  const showTimes = document.querySelector<HTMLElement>('[data-busy]');
  if (showTimes) showTimes.onclick = () => (showTimes.textContent = showTimes.dataset.busy!);
})();
