/** The embedded map of the home page. Its origin is the one frame the pages' CSP allows. */
export const mapEmbedOrigin = 'https://www.google.com';

export function mapEmbedUrl(query: string): string {
  return `${mapEmbedOrigin}/maps?q=${encodeURIComponent(query)}&output=embed`;
}
