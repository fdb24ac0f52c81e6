import { Link } from 'react-router-dom';
import { business } from '@studio/shell-kit/business';
import { paths } from '@studio/shell-kit/paths';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { media } from '../../../content/media';

export function FounderTeaser() {
  return (
    <section className="pub-section pub-section--tinted" aria-labelledby="founder-teaser-heading">
      <div className="pub-container pub-split">
        <ResponsiveImage
          className="pub-portrait"
          image={media.founder}
          alt={`${business.founderName}, founder of ${business.studioName}`}
          sizes="(min-width: 768px) 360px, 90vw"
        />
        <div>
          <h2 id="founder-teaser-heading">Meet the Founder</h2>
          <p>
            {business.founderName} founded {business.studioName} in {business.establishedYear} to
            give every client the coaching that changed his own life: honest, personal and built
            around real results.
          </p>
          <Link className="pub-button" to={paths.founder}>
            Meet {business.founderName}
          </Link>
        </div>
      </div>
    </section>
  );
}
