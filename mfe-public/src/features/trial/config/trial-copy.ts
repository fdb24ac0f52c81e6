import { business } from '@studio/shell-kit/business';
import type { TrialGoal, trialGoals } from '@studio/contracts/leads';
import type {
  currentConsentVersions,
  trialPriceDollars as contractPrice,
} from '@studio/contracts/trial';

// The contract's constants, typed by the contract: importing their values would bring its schema
// library (typebox, 12 KB gzipped) into the page. A version or price changed there no longer
// compiles here until this file follows.
export const trialPrice: typeof contractPrice = 100;
export const consentVersions: typeof currentConsentVersions = {
  terms: 'terms-2026-12',
  pdpa: 'pdpa-2026-12',
};
/** `trialHoldMinutes` of the contract: how long a chosen time is held while the visitor pays. */
const trialHoldMinutes = 20;
const trialPriceDollars = trialPrice;

// The words of the trial booking page (issue 27), in one place for the page and its tests.

export const trialMessages = {
  title: `Book your $${trialPriceDollars} trial session`,
  intro:
    'One full session with a coach: a body assessment, a workout built for you and a plan for your first month. Five short steps, about three minutes.',
  stepOf: (step: number, steps: number) => `Step ${step} of ${steps}`,
  back: 'Back',
  next: 'Next',
  // Step 1
  chooseTimeHeading: 'Choose a time',
  showSlots: 'See the open times',
  slotsLoading: 'Loading the open times…',
  slotsFailed: 'The open times could not be loaded.',
  tryAgain: 'Try again',
  noSlots:
    'No trial times are open in the next four weeks. Message us on WhatsApp and we will find one.',
  chooseDay: 'Day',
  timesOn: (day: string) => `Time on ${day}`,
  chooseTimeFirst: 'Choose a time for your trial.',
  timeShownIn: (place: string) => `Times are ${place} time.`,
  // Step 2
  detailsHeading: 'About you',
  name: 'Name',
  email: 'Email',
  phone: 'Singapore mobile number',
  phoneHint: '8 digits, e.g. 9123 4567',
  goal: 'Your goal',
  heardFrom: 'How did you hear of us? (optional)',
  heardFromChoose: 'Choose one',
  required: (label: string) => `${label} is required.`,
  chooseGoal: 'Choose your goal.',
  // Step 3
  healthHeading: 'Health questions (PAR-Q)',
  healthIntro:
    'Seven questions that tell your coach whether exercise is safe for you today. Answer yes or no to each.',
  yes: 'Yes',
  no: 'No',
  answerQuestion: (question: number) => `Answer question ${question} with yes or no.`,
  clearanceNotice:
    'You answered yes to a health question. Please see your doctor before your trial; your coach will read your answers before the session.',
  clearance: 'A doctor has cleared me for physical activity.',
  clearanceRequired:
    'Confirm that a doctor has cleared you for exercise, or message us on WhatsApp first.',
  // Step 4
  consentHeading: 'Terms and your personal data',
  terms: 'I agree to the studio’s terms for the trial session.',
  pdpa: 'I have read the personal data notice above and agree to it.',
  termsRequired: 'Agree to the terms to book the trial.',
  pdpaRequired: 'Agree to the personal data notice to book the trial.',
  hold: `Hold my time and pay $${trialPriceDollars}`,
  holding: 'Holding your time…',
  holdFailed: 'Your time could not be held.',
  fixFields: 'Please check the fields marked below.',
  slotTakenChooseAgain: 'Choose another time: the list has been refreshed.',
  // Step 5
  payHeading: `Pay $${trialPriceDollars} by PayNow`,
  payIntro:
    'Scan the code with your banking app. The amount is filled in; please keep the reference.',
  qrLabel: (reference: string) =>
    `PayNow QR code: pay $${trialPriceDollars}.00, reference ${reference}`,
  qrFailed:
    'The QR code could not be drawn. Pay by PayNow with the reference below, or message us on WhatsApp.',
  amount: `Amount: $${trialPriceDollars}.00`,
  reference: 'Reference',
  referenceHint:
    'If your banking app cannot scan the code, pay the studio by PayNow and type this reference.',
  heldUntil: (time: string) =>
    `Your time is held for ${trialHoldMinutes} minutes, until ${time}. We confirm it by email once the studio sees your payment; unpaid, it is released.`,
  yourTrial: (when: string, trainer: string) => `Your trial: ${when} with ${trainer}.`,
} as const;

export const goalLabels: Record<TrialGoal, string> = {
  'weight loss': 'Weight loss',
  'body transformation': 'Body transformation',
  other: 'Something else',
};
export const goals: typeof trialGoals = ['weight loss', 'body transformation', 'other'];

export const heardFromChoices = [
  'Instagram',
  'Facebook',
  'TikTok',
  'Google search',
  'A friend or family member',
  'Walked past the studio',
  'Other',
] as const;

/** The Physical Activity Readiness Questionnaire (PAR-Q), its seven questions in order. */
export const parqQuestions = [
  'Has your doctor ever said that you have a heart condition and that you should only do physical activity recommended by a doctor?',
  'Do you feel pain in your chest when you do physical activity?',
  'In the past month, have you had chest pain when you were not doing physical activity?',
  'Do you lose your balance because of dizziness, or do you ever lose consciousness?',
  'Do you have a bone or joint problem (for example back, knee or hip) that could be made worse by a change in your physical activity?',
  'Is your doctor currently prescribing drugs (for example water pills) for your blood pressure or heart condition?',
  'Do you know of any other reason why you should not do physical activity?',
] as const;

/** The terms of the trial (version `currentConsentVersions.terms`). */
export const termsPoints = [
  `The trial is one 60-minute session for $${trialPriceDollars}, paid by PayNow before it is confirmed.`,
  `Your time is held for ${trialHoldMinutes} minutes while you pay; unpaid, it is released for others.`,
  'To move your trial, message us at least 12 hours before it starts.',
  'Tell your coach before the session about any injury or health change since you answered the questions.',
] as const;

/** The PDPA notice (version `currentConsentVersions.pdpa`): what, why, how long, whom to ask. */
export const pdpaNotice = [
  {
    heading: 'What we collect',
    text: 'Your name, email, mobile number, goal, how you heard of us, your answers to the health questions, the time you agreed to these terms, and the advertisement or site that brought you here.',
  },
  {
    heading: 'Why',
    text: 'To hold and confirm your trial, to contact you about it, so your coach can train you safely, and to learn which of our channels bring visitors.',
  },
  {
    heading: 'How long we keep it',
    text: 'While you are considering joining us or are a customer. If you do not join, we delete your details 12 months after your trial; payment records are kept as long as the law requires.',
  },
  {
    heading: 'Whom to ask',
    text: `${business.founderName}, our data protection contact: message ${business.phone} or ask at the studio to see, correct or delete your data. Your health answers are read only by your coach and the studio’s admins.`,
  },
] as const;
