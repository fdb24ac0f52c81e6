import { business } from '@studio/shell-kit/business';
import { media, mediaUrl } from '../../src/content/media';
import { canonicalUrl, pageMeta, type PublicPath } from '../../src/seo/page-meta';

/** The link-preview picture, as an absolute URL (Open Graph and JSON-LD both need one). */
const ogImageUrl = new URL(mediaUrl(media.ogImage.file), business.siteUrl).toString();

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** schema.org LocalBusiness: name, founder, address, map point, hours, phone, socials. */
function localBusinessJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: business.studioName,
    url: business.siteUrl,
    image: ogImageUrl,
    telephone: business.phone,
    foundingDate: String(business.establishedYear),
    founder: { '@type': 'Person', name: business.founderName },
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.streetAddress,
      postalCode: business.address.postalCode,
      addressLocality: business.address.locality,
      addressCountry: business.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: business.mapLocation.latitude,
      longitude: business.mapLocation.longitude,
    },
    openingHours: business.openingHours,
    sameAs: Object.values(business.social),
    makesOffer: {
      '@type': 'Offer',
      name: 'Trial session',
      price: business.prices.trialSessionSgd,
      priceCurrency: 'SGD',
    },
  };
  // `<` escaped so no value can close the script element.
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

/** Everything a search engine or link preview reads from a page's `<head>`. */
export function headTags(path: PublicPath): string {
  const meta = pageMeta[path];
  const url = canonicalUrl(path);
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:type', 'website'),
    property('og:site_name', business.studioName),
    property('og:locale', 'en_SG'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', ogImageUrl),
    property('og:image:width', String(media.ogImage.width)),
    property('og:image:height', String(media.ogImage.height)),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<script type="application/ld+json">${localBusinessJsonLd()}</script>`,
  ].join('\n    ');
}
