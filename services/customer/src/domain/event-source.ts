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
