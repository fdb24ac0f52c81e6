import { BookTrialLink } from '../../../components/BookTrialLink';
import { StartNowLink } from '../../../components/StartNowLink';
import { messages } from '../../../config/messages';
import { trialSectionId } from './HomeHero';

/** The trial offer GET STARTED leads to; focusable so keyboard users land here too. */
export function TrialSection() {
  return (
    <section
      id={trialSectionId}
      className="pub-section pub-section--trial"
      aria-labelledby="trial-heading"
      tabIndex={-1}
    >
      <div className="pub-container pub-contact">
        <h2 id="trial-heading">{messages.trialHeading}</h2>
        <p>
          One full session with a coach: a body assessment, a workout built for you and a plan for
          your first month. Send us a message to book a time.
        </p>
        <div className="pub-actions">
          <StartNowLink />
          <BookTrialLink />
        </div>
      </div>
    </section>
  );
}
