import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { media } from '../../../content/media';

/** The before/after results: every picture waits to load until it is scrolled near. */
export function ResultsGallery() {
  return (
    <section className="pub-section" aria-labelledby="results-heading">
      <div className="pub-container">
        <h2 id="results-heading">Real Results</h2>
        <ul className="pub-gallery">
          {media.gallery.map((image, index) => (
            <li key={image.variants[0]?.file ?? index}>
              <ResponsiveImage
                image={image}
                alt={`Client result ${index + 1}: before and after the program`}
                sizes="(min-width: 1200px) 280px, (min-width: 640px) 45vw, 90vw"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
