import type { MouseEvent } from 'react';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { messages } from '../../../config/messages';
import { media } from '../../../content/media';
import { smoothScrollTo } from '../../../lib/smooth-scroll';
import { HeroVideo } from './HeroVideo';

export const trialSectionId = 'trial';

/** Headline over the poster (then the looping clip) and GET STARTED, which glides to the trial offer. */
export function HomeHero() {
  const scrollToTrial = (event: MouseEvent<HTMLAnchorElement>) => {
    const trial = document.getElementById(trialSectionId);
    if (!trial) return;
    event.preventDefault();
    void smoothScrollTo(trial).then(() => trial.focus({ preventScroll: true }));
  };

  return (
    <section className="pub-hero" aria-labelledby="hero-heading">
      <ResponsiveImage
        className="pub-hero__media"
        image={media.heroPoster}
        alt=""
        sizes="100vw"
        priority
      />
      <HeroVideo />
      <div className="pub-hero__content pub-container">
        <h1 id="hero-heading" className="pub-hero__title">
          {messages.heroHeadline}
        </h1>
        <a
          className="pub-button pub-button--large"
          href={`#${trialSectionId}`}
          onClick={scrollToTrial}
        >
          {messages.getStarted}
        </a>
      </div>
    </section>
  );
}
