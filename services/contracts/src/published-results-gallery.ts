/**
 * What the home page's results gallery and the include that fills it share (issue 30). Plain
 * values without schemas, so the public page's code stays free of the schema library.
 */

/** The gallery holds this many tiles (spec: 14); published pairs take the first places. */
export const galleryTileCount = 14;

/** The include the prerendered home page carries: nginx `ssi` in production, the local edge here. */
export const galleryFragmentPath = '/api/published-results/gallery';
/** The fragment's data block, read by the live page when it takes the prerendered one over. */
export const publishedResultsElementId = 'published-results';
/** How long the fragment, the list and the images may be cached (public, seconds). */
export const publishedResultsMaxAgeSeconds = 60;

/** How wide a gallery picture is drawn at each viewport width (the `sizes` attribute). */
export const gallerySizes = '(min-width: 1200px) 280px, (min-width: 640px) 45vw, 90vw';

/** A published pair's alternative text: its caption says what the picture shows. */
export const publishedResultAlt = (caption: string) => `Before and after: ${caption}`;
