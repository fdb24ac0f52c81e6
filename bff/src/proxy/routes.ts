import type { UpstreamName } from '../config.js';
import type { RateLimitName } from '../security/rate-limits.js';

export interface ForwardedRoute {
  /**
   * Matches the prefix itself and anything below it (`/api/users` and `/api/users/42`); a `*`
   * segment matches any one segment (as in the photo uploads row below). The first row that matches wins,
   * so a narrower row stands before the wider one.
   */
  prefix: string;
  upstream: UpstreamName;
  /** Counted per client address before the request is forwarded. */
  rateLimit?: RateLimitName;
  /**
   * Forwarded without a session. Every other route is answered 401 here, before any service
   * hears of the request, unless the caller presents a live session.
   */
  public?: true;
  /**
   * The route's only credential is a signed token in its path, never the visitor's cookie: it is
   * forwarded with no identity and exempt from the CSRF rule (mail clients POST one-click
   * unsubscribes with no custom header or Origin). Only for `public` routes.
   */
  signedLink?: true;
  /**
   * The route takes hyperlink-auditing pings (`<a ping>`), which cannot carry the CSRF rule's
   * custom header: exempt from that header but still same-origin only, and forwarded with no
   * identity (the browser attaches the visitor's cookie; the count stays anonymous). Only for
   * `public` routes.
   */
  ping?: true;
  /**
   * The largest request body forwarded, when larger than the BFF's 100 KB: only the routes that
   * take a file (photo uploads) say so, each row on its own, so no other route accepts more.
   */
  maxBodyBytes?: number;
}

/** A phone photo (at most 10 MB, the service's own limit) and the rest of its multipart form. */
const photoUploadBytes = 10 * 1024 * 1024 + 64 * 1024;

/**
 * Everything under `/api` that the BFF does not answer itself. Services serve these paths
 * unchanged. Signed-in callers only, unless marked `public`. (Kept as a table, one route a line.)
 */
// prettier-ignore
export const forwardedRoutes: readonly ForwardedRoute[] = [
  { prefix: '/api/profile',            upstream: 'auth' },
  { prefix: '/api/users',              upstream: 'auth' },
  { prefix: '/api/admin/users',        upstream: 'auth' },
  { prefix: '/api/settings',           upstream: 'auth' },
  { prefix: '/api/forgot-password',    upstream: 'auth',     public: true, rateLimit: 'forgotPasswordPerIp' },
  { prefix: '/api/reset-password',     upstream: 'auth',     public: true, rateLimit: 'resetPasswordPerIp' },
  { prefix: '/api/customers/*/photos', upstream: 'customer', maxBodyBytes: photoUploadBytes },
  { prefix: '/api/customers',          upstream: 'customer' },
  { prefix: '/api/payments',           upstream: 'payment' },
  { prefix: '/api/paynow',             upstream: 'payment' },
  { prefix: '/api/training',           upstream: 'training' },
  { prefix: '/api/unclaimedtraining',  upstream: 'training' },
  { prefix: '/api/claimtraining',      upstream: 'training' },
  { prefix: '/api/me/trainings',       upstream: 'training' },
  { prefix: '/api/me/booking-requests', upstream: 'training' },
  { prefix: '/api/booking-requests',   upstream: 'training' },
  { prefix: '/api/unsubscribe',        upstream: 'customer', public: true, signedLink: true },
  { prefix: '/api/welcome',            upstream: 'auth',     public: true, rateLimit: 'resetPasswordPerIp' },
  { prefix: '/api/studio-contact',     upstream: 'auth' },
  { prefix: '/api/me/customer',        upstream: 'customer' },
  { prefix: '/api/me/email-consent',   upstream: 'customer' },
  { prefix: '/api/me/payments',        upstream: 'payment' },
  { prefix: '/api/trainer-rates',      upstream: 'training' },
  { prefix: '/api/reports/trainer-pay', upstream: 'training' },
  { prefix: '/api/reports/sessions',   upstream: 'training' },
  { prefix: '/api/reports/retention',  upstream: 'training' },
  { prefix: '/api/reports/revenue',    upstream: 'payment' },
  { prefix: '/api/reports/liability',  upstream: 'customer' },
  { prefix: '/api/me/measurements',    upstream: 'customer' },
  { prefix: '/api/me/photos',          upstream: 'customer', maxBodyBytes: photoUploadBytes },
  { prefix: '/api/me/photo-consents',  upstream: 'customer' },
  { prefix: '/api/me/trial-requests',  upstream: 'customer' },
  { prefix: '/api/photos',             upstream: 'customer' },
  { prefix: '/api/photo-consents',     upstream: 'customer' },
  { prefix: '/api/published-results',  upstream: 'customer', public: true },
  { prefix: '/api/leads',              upstream: 'customer' },
  { prefix: '/api/reports/funnel',     upstream: 'customer' },
  { prefix: '/api/public/events/whatsapp-click', upstream: 'customer', public: true, ping: true, rateLimit: 'publicEventsPerIp' },
  { prefix: '/api/public/events',      upstream: 'customer', public: true, rateLimit: 'publicEventsPerIp' },
  { prefix: '/api/trial/slots',        upstream: 'training', public: true, rateLimit: 'trialSlotsPerIp' },
  { prefix: '/api/trial/holds',        upstream: 'customer', public: true, rateLimit: 'trialHoldsPerIp' },
  { prefix: '/api/trainers/*/availability', upstream: 'training' },
  { prefix: '/api/trainers/*/slots',   upstream: 'training' },
  { prefix: '/api/me/slots',           upstream: 'training' },
];

const dotSegment = /(^|\/)\.{1,2}(\/|$)/;

/**
 * The route a path is forwarded by, or undefined. Paths with `.`/`..` segments (raw or
 * percent-encoded) never match, so nothing can climb out of a prefix to a service's `/internal`.
 */
export function findForwardedRoute(path: string): ForwardedRoute | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (dotSegment.test(decoded) || decoded.includes('\\')) return undefined;
  const segments = path.split('/');
  return forwardedRoutes.find((route, index) =>
    startsWithSegments(segments, prefixSegments[index]!),
  );
}

const prefixSegments = forwardedRoutes.map((route) => route.prefix.split('/'));

function startsWithSegments(path: string[], prefix: string[]): boolean {
  if (path.length < prefix.length) return false;
  return prefix.every((segment, i) => segment === path[i] || (segment === '*' && path[i] !== ''));
}
