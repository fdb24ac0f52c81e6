/**
 * The inline script after every prerendered public page's `#root` (issue 27). The app starts only
 * after the visitor's first interaction, so what must happen before it is done here:
 * - the landing's `utm_*` tags and outside referrer are remembered for the visit (sessionStorage,
 *   key and shape of src/lib/landing-attribution.ts), so a visitor whose first tap is BOOK YOUR
 *   TRIAL ONLINE still books with them;
 * - WhatsApp START NOW clicks (`a[data-beacon="whatsapp-click"]`) are counted by an anonymous
 *   beacon for the whole visit (a listener on the document outlives the app's take-over; the app
 *   then leaves the counting to it: `window.studioBeacons.whatsAppClicks`);
 * - opening `/trial` is counted at once (`trialViewSent` tells the app not to count it again).
 *
 * A classic inline script: no imports or exports, its names inside the function.
 */
(() => {
  const send = (type: string) => {
    fetch('/api/public/events', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'studio-web' },
      body: JSON.stringify({ type, page: (location.pathname + location.search).slice(0, 500) }),
    }).catch(() => undefined);
  };
  try {
    const query = new URLSearchParams(location.search);
    const utm: Record<string, string> = {};
    for (const field of ['source', 'medium', 'campaign']) {
      const value = query.get(`utm_${field}`)?.trim();
      if (value) utm[field] = value.slice(0, 100);
    }
    const key = 'studio-landing';
    if (Object.keys(utm).length > 0 || !sessionStorage.getItem(key)) {
      const referrer =
        document.referrer && new URL(document.referrer).origin !== location.origin
          ? document.referrer.slice(0, 500)
          : undefined;
      sessionStorage.setItem(key, JSON.stringify(referrer ? { utm, referrer } : { utm }));
    }
  } catch {
    // Storage refused: the booking goes without its source.
  }
  const trialView = location.pathname === '/trial';
  if (trialView) send('trial-view');
  (window as Window & { studioBeacons?: object }).studioBeacons = {
    whatsAppClicks: true,
    trialViewSent: trialView,
  };
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-beacon="whatsapp-click"]');
      if (link) send('whatsapp-click');
    },
    true,
  );
})();
