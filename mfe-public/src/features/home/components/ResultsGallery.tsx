import type { PublishedResult } from '@studio/contracts/published-results';
import {
  gallerySizes,
  galleryTileCount,
  publishedResultAlt,
} from '@studio/contracts/published-results-gallery';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { media } from '../../../content/media';
import { usePublishedResults } from '../hooks/use-published-results';

/**
 * Marks the gallery list whose first items the server includes (nginx `ssi`, the local edge):
 * the prerender writes the include directive right after this list's opening tag.
 */
export const galleryIncludeAttribute = 'data-published-results';

/** A pair the studio published (a customer's consented before/after), as the include draws it. */
function PublishedResultTile({ result }: { result: PublishedResult }) {
  const largest = result.variants[result.variants.length - 1];
  return (
    <li className="pub-result">
      <figure>
        <img
          src={largest?.url}
          srcSet={result.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
          sizes={gallerySizes}
          width={result.width}
          height={result.height}
          alt={publishedResultAlt(result.caption)}
          loading="lazy"
          decoding="async"
        />
        <figcaption>{result.caption}</figcaption>
      </figure>
    </li>
  );
}

/**
 * The before/after results: published pairs first (newest first), then the studio's own pictures,
 * 14 tiles in all (spec: a gallery of 14 images; its pictures stay until pairs replace them).
 * In the prerendered page the included pairs push the last pictures past the 14th place, where the
 * page's CSS hides them. Every picture waits to load until it is scrolled near.
 */
export function ResultsGallery() {
  const published = usePublishedResults().slice(0, galleryTileCount);
  const defaults = media.gallery.slice(0, galleryTileCount - published.length);
  return (
    <section className="pub-section" aria-labelledby="results-heading">
      <div className="pub-container">
        <h2 id="results-heading">Real Results</h2>
        <ul className="pub-gallery" {...{ [galleryIncludeAttribute]: '' }}>
          {published.map((result) => (
            <PublishedResultTile key={result._id} result={result} />
          ))}
          {defaults.map((image, index) => (
            <li key={image.variants[0]?.file ?? index}>
              <ResponsiveImage
                image={image}
                alt={`Client result ${index + 1}: before and after the program`}
                sizes={gallerySizes}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
