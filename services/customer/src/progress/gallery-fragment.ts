import { type PublishedResult } from '@studio/contracts/published-results';
import {
  gallerySizes,
  publishedResultAlt,
  publishedResultsElementId,
} from '@studio/contracts/published-results-gallery';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

/** JSON inside a `<script>` element: `<` written as `\u003c`, so no text can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The home page's published pairs as HTML list items, included into the prerendered page's
 * gallery list (before its default pictures) by nginx `ssi` or the local edge. It carries the same
 * pairs as JSON for the live page, which draws them when it takes the page over, so nothing
 * changes on screen. Markup as mfe-public's `PublishedResultTile`.
 */
export function galleryFragment(results: PublishedResult[]): string {
  const data = `<script type="application/json" id="${publishedResultsElementId}">${scriptSafeJson(results)}</script>`;
  const tiles = results.map((result) => {
    const largest = result.variants[result.variants.length - 1];
    const srcset = result.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
    return (
      `<li class="pub-result"><figure>` +
      `<img src="${escapeHtml(largest?.url ?? '')}" srcset="${escapeHtml(srcset)}" sizes="${gallerySizes}" ` +
      `width="${result.width}" height="${result.height}" alt="${escapeHtml(publishedResultAlt(result.caption))}" ` +
      `loading="lazy" decoding="async">` +
      `<figcaption>${escapeHtml(result.caption)}</figcaption></figure></li>`
    );
  });
  return data + tiles.join('');
}
