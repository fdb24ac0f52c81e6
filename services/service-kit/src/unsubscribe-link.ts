import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link of a customer's mail: `<customerId>_<HMAC>` signed with the
 * internal token secret, so any service can make one and the customer service checks it without a
 * sign-in or a stored token. It names only whose mail stops. `_` (never in a UUID) separates the
 * two: a `.` would make the page's path look like a file to the static servers.
 */
const signatureOf = (customerId: string, secret: string) =>
  createHmac('sha256', secret).update(`studio-unsubscribe:${customerId}`).digest('base64url');

export function unsubscribeToken(customerId: string, secret: string): string {
  return `${customerId}_${signatureOf(customerId, secret)}`;
}

/** The customer id the token was made for, or undefined when it was not made with this secret. */
export function customerOfUnsubscribeToken(token: string, secret: string): string | undefined {
  const separator = token.indexOf('_');
  if (separator <= 0) return undefined;
  const customerId = token.slice(0, separator);
  const signature = token.slice(separator + 1);
  const expected = Buffer.from(signatureOf(customerId, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return customerId;
}

/** The two addresses a customer mail carries: the page a reader opens, the one-click POST target. */
export function unsubscribeLinks(
  customerId: string,
  { publicBaseUrl, secret }: { publicBaseUrl: string; secret: string },
): { pageUrl: string; oneClickUrl: string } {
  const token = unsubscribeToken(customerId, secret);
  return {
    pageUrl: new URL(`/unsubscribe/${token}`, publicBaseUrl).toString(),
    oneClickUrl: new URL(`/api/unsubscribe/${token}`, publicBaseUrl).toString(),
  };
}
