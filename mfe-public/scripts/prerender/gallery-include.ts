import { galleryFragmentPath } from '@studio/contracts/published-results-gallery';
import { galleryIncludeAttribute } from '../../src/features/home/components/ResultsGallery';

/** The server-side include of the published pairs, in nginx's `ssi` syntax (the local edge reads it too). */
export const galleryIncludeDirective = `<!--# include virtual="${galleryFragmentPath}" -->`;

/**
 * Writes the include right after the opening tag of the gallery's list, so the published pairs
 * come first and the studio's own pictures after them. A page without the gallery is unchanged.
 */
export function withGalleryInclude(pageHtml: string): string {
  const marker = pageHtml.indexOf(`${galleryIncludeAttribute}=""`);
  if (marker === -1) return pageHtml;
  const tagEnd = pageHtml.indexOf('>', marker) + 1;
  return pageHtml.slice(0, tagEnd) + galleryIncludeDirective + pageHtml.slice(tagEnd);
}
