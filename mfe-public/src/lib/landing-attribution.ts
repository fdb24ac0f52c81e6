/**
 * Where a visitor came from: `utm_source`, `utm_medium`, `utm_campaign` of the page they landed
 * on and the referrer of that landing (another site's address; our own pages send none, their
 * `Referrer-Policy` is `no-referrer`). Kept in sessionStorage for the visit (no cookie), so a
 * visitor who lands on `/?utm_source=instagram` and books on `/trial` still says so. Recorded
 * when the app draws a public page; on a prerendered page that is after the visitor's first
 * interaction (the page has not moved by then), so only a first tap that leaves the page (BOOK
 * YOUR TRIAL ONLINE at once) loses the landing's tags.
 */
export interface LandingAttribution {
  utm: { source?: string; medium?: string; campaign?: string };
  referrer?: string;
}

export const landingStorageKey = 'studio-landing';

const utmFields = ['source', 'medium', 'campaign'] as const;

/** Remembers the current page as the landing, unless one is remembered and this page has no tags. */
export function rememberLanding(): void {
  try {
    const query = new URLSearchParams(location.search);
    const utm: LandingAttribution['utm'] = {};
    for (const field of utmFields) {
      const value = query.get(`utm_${field}`)?.trim();
      if (value) utm[field] = value.slice(0, 100);
    }
    const tagged = Object.keys(utm).length > 0;
    if (!tagged && sessionStorage.getItem(landingStorageKey)) return;
    const external =
      document.referrer && new URL(document.referrer).origin !== location.origin
        ? document.referrer.slice(0, 500)
        : undefined;
    const landing: LandingAttribution = { utm, ...(external ? { referrer: external } : {}) };
    sessionStorage.setItem(landingStorageKey, JSON.stringify(landing));
  } catch {
    // Storage refused (private mode, a bad referrer): the hold goes without attribution.
  }
}

/** The visit's landing attribution, as the hold sends it (empty parts left out). */
export function landingAttribution(): LandingAttribution {
  try {
    const stored = JSON.parse(sessionStorage.getItem(landingStorageKey) ?? '{}') as unknown;
    if (!stored || typeof stored !== 'object') return { utm: {} };
    const { utm, referrer } = stored as Partial<LandingAttribution>;
    const kept: LandingAttribution['utm'] = {};
    for (const field of utmFields) {
      const value = utm?.[field];
      if (typeof value === 'string' && value) kept[field] = value.slice(0, 100);
    }
    return {
      utm: kept,
      ...(typeof referrer === 'string' && referrer ? { referrer: referrer.slice(0, 500) } : {}),
    };
  } catch {
    return { utm: {} };
  }
}
