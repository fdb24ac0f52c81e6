import { business } from '@studio/shell-kit/business';
import { paths } from '@studio/shell-kit/paths';
import { BulletList } from '../../components/BulletList';
import { PublicPage } from '../../components/PublicPage';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { StartNowLink } from '../../components/StartNowLink';
import { media } from '../../content/media';

const specializations = [
  'Hypertrophy',
  'Strength and conditioning',
  'Muscle building',
  'Weight loss',
  'General fitness',
] as const;

const qualifications = [
  'Personal Trainer Certified',
  'Fat Loss Coach',
  'Rehab Trainer',
  'TRX Functional Trainer',
  'CPR and AED',
] as const;

/** Bodybuilding competition placings, in the order they were won. */
const placings = ['1st', '2nd', '1st', '2nd', '6th'] as const;

export function FounderPage() {
  return (
    <PublicPage path={paths.founder}>
      <header className="pub-banner">
        <div className="pub-container">
          <p className="pub-banner__eyebrow">Meet the Founder</p>
          <h1 className="pub-banner__title">{business.founderName}</h1>
        </div>
      </header>
      <section className="pub-section" aria-labelledby="philosophy-heading">
        <div className="pub-container pub-split">
          <ResponsiveImage
            className="pub-portrait"
            image={media.founder}
            alt={`Portrait of ${business.founderName}`}
            sizes="(min-width: 768px) 360px, 90vw"
            priority
          />
          <div>
            <h2 id="philosophy-heading">Founding Philosophy</h2>
            <figure className="pub-quote">
              <blockquote>
                <p>
                  “Fitness is not about being better than someone else. It is about being better
                  than you used to be, one honest session at a time.”
                </p>
              </blockquote>
              <figcaption>— {business.founderName}</figcaption>
            </figure>
          </div>
        </div>
      </section>
      <section
        className="pub-section pub-section--tinted"
        aria-labelledby="specializations-heading"
      >
        <div className="pub-container pub-columns">
          <div>
            <h2 id="specializations-heading">Specializations</h2>
            <BulletList items={specializations} />
          </div>
          <div>
            <h2 id="qualifications-heading">Qualifications</h2>
            <BulletList items={qualifications} />
          </div>
        </div>
      </section>
      <section className="pub-section" aria-labelledby="achievements-heading">
        <div className="pub-container">
          <h2 id="achievements-heading">Achievements</h2>
          <p>Bodybuilding competition placings:</p>
          <ol className="pub-placings">
            {placings.map((placing, index) => (
              <li key={index} className="pub-placing">
                <span className="pub-placing__rank">{placing}</span>
                <span className="pub-placing__label">Bodybuilding competition</span>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="pub-section pub-section--trial" aria-labelledby="train-with-heading">
        <div className="pub-container pub-contact">
          <h2 id="train-with-heading">Train with {business.founderName}</h2>
          <StartNowLink />
        </div>
      </section>
    </PublicPage>
  );
}
