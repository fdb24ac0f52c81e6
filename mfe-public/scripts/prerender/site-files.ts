import { business } from '@studio/shell-kit/business';
import { canonicalUrl, publicPaths } from '../../src/seo/page-meta';

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', business.siteUrl).toString()}\n`;
}

export function sitemapXml(): string {
  const urls = publicPaths
    .map((path) => `  <url><loc>${canonicalUrl(path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
