import { useEffect } from 'react';
import { paths } from '@studio/shell-kit/paths';
import { PublicPage } from '../../components/PublicPage';
import { StartNowLink } from '../../components/StartNowLink';
import { countTrialView } from '../../lib/site-events';
import { TrialBookingFlow } from './components/TrialBookingFlow';
import { trialMessages } from './config/trial-copy';

/** `/trial` (issue 27): the $100 trial chosen, answered for and paid by PayNow, on a phone first. */
export function TrialPage() {
  useEffect(countTrialView, []);
  return (
    <PublicPage path={paths.trial}>
      <section className="pub-section pub-trial" aria-labelledby="trial-page-heading">
        <div className="pub-container pub-trial__container">
          <h1 id="trial-page-heading">{trialMessages.title}</h1>
          <p>{trialMessages.intro}</p>
          <TrialBookingFlow />
          <p className="pub-trial__chat">
            Rather talk to us first? <StartNowLink />
          </p>
        </div>
      </section>
    </PublicPage>
  );
}
