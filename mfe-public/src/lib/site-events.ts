/**
 * The marker the BFF asks of every state-changing call (shell-kit's `csrfHeader`; written here
 * so the public pages' links do not import the kit's API client, RTK Query, to send a beacon).
 */
const csrfHeader = { name: 'X-Requested-With', value: 'studio-web' } as const;

import type { SiteEventType } from '@studio/contracts/leads';
import { landingAttribution } from './landing-attribution';

declare global {
  interface Window {
    /**
     * Set by the prerendered `/trial` page's inline script (scripts/prerender/trial-view-beacon.ts),
     * which counts the view it was loaded on before the app starts.
     */
    studioBeacons?: { trialViewSent: boolean };
  }
}

/**
 * The page as the report reads it: path and query, with the landing's `utm_source` added when
 * this page has none (a visitor who landed on `/?utm_source=instagram` opens `/trial`).
 */
function pageOfEvent(): string {
  const query = new URLSearchParams(location.search);
  const source = landingAttribution().utm.source;
  if (source && !query.has('utm_source')) query.set('utm_source', source);
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`.slice(0, 500);
}

/**
 * An anonymous beacon: no cookie (`credentials: 'omit'`), only the event and the page's path and
 * query (the report reads `utm_source` from it). `keepalive` lets it finish while a link opens a
 * new tab or leaves the page. `sendBeacon` cannot carry the header the BFF asks of every
 * state-changing call, hence fetch. Failures are ignored: counting never gets in a visitor's way.
 */
export function sendSiteEvent(type: SiteEventType): void {
  if (typeof fetch !== 'function') return;
  const page = pageOfEvent();
  fetch(new URL('/api/public/events', location.origin), {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', [csrfHeader.name]: csrfHeader.value },
    body: JSON.stringify({ type, page }),
  }).catch(() => undefined);
}

/**
 * A START NOW click on the live app's link. A click on a prerendered page before the app has
 * started is counted by that link's `ping` instead (lib/start-now-ping.ts).
 */
export function countWhatsAppClick(): void {
  sendSiteEvent('whatsapp-click');
}

/** Opening `/trial`, once per visit of the page (the prerendered `/trial` sent its own). */
export function countTrialView(): void {
  if (window.studioBeacons?.trialViewSent) {
    window.studioBeacons.trialViewSent = false;
    return;
  }
  sendSiteEvent('trial-view');
}
