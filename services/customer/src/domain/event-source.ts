import { publicPagePaths, whatsAppChatOrigin } from '@studio/contracts/leads';

/**
 * The source a public page view or click is counted under: `utm_source` from the page's query,
 * lower-cased and trimmed to 100 characters, or null ("direct") without one.
 */
export function sourceOfPage(page: string): string | null {
  const query = page.indexOf('?');
  if (query < 0) return null;
  const source = new URLSearchParams(page.slice(query + 1)).get('utm_source')?.trim();
  return source ? source.toLowerCase().slice(0, 100) : null;
}

/**
 * The page of a START NOW link's ping, from its `Ping-From` address: its path and query (the
 * source is read from the query), or null unless it is one of the public pages. The host is not
 * checked here: the BFF forwards only pings that the browser marks as from the portal itself.
 */
export function pageOfPing(pingFrom: string): string | null {
  let address: URL;
  try {
    address = new URL(pingFrom);
  } catch {
    return null;
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return null;
  if (!(publicPagePaths as readonly string[]).includes(address.pathname)) return null;
  return `${address.pathname}${address.search}`.slice(0, 500);
}

/** Whether a ping's `Ping-To` is a WhatsApp chat, the only link whose clicks are counted. */
export function isWhatsAppChat(pingTo: string): boolean {
  return URL.canParse(pingTo) && new URL(pingTo).origin === whatsAppChatOrigin;
}
