import { business } from '@studio/shell-kit/business';

/** The spec's fixed words on the public pages (site-spec section 1), in one place. */
export const messages = {
  heroHeadline: 'ACHIEVE YOUR BODY TRANSFORMATION',
  getStarted: 'GET STARTED',
  trialHeading: `COMMIT NOW FOR JUST $${business.prices.trialSessionSgd}`,
  startNow: 'START NOW',
  /** Not in the spec (issue 27): beside START NOW, the trial booked and paid online. */
  bookTrialOnline: 'BOOK YOUR TRIAL ONLINE',
  bodyTransformationPromo: 'Transform your body in 30 days',
  weightLossPromo: 'Lose weight in 2 weeks',
  whyChoose: 'Why choose this program?',
  whoIsItFor: 'Who is this suitable for?',
  contactUs: 'Contact us',
  contactNoForms: 'No prefills of forms. Say Hi! now to begin the program.',
} as const;
