import type { Slot } from '@studio/contracts/availability';
import type { TrialHoldBody } from '@studio/contracts/trial';
import type { TrialGoal } from '@studio/contracts/leads';
import type { LandingAttribution } from '../../../lib/landing-attribution';
import { consentVersions, parqQuestions, trialMessages } from '../config/trial-copy';

/** The five steps, in order; one is on screen at a time. */
export const trialSteps = ['time', 'details', 'health', 'consent', 'pay'] as const;
export type TrialStep = (typeof trialSteps)[number];

/** What the visitor typed and chose; kept whole when they go back a step. */
export interface TrialForm {
  slot: Slot | null;
  name: string;
  email: string;
  phone: string;
  goal: TrialGoal | '';
  heardFrom: string;
  /** One answer per PAR-Q question: true for yes, null while unanswered. */
  parq: (boolean | null)[];
  doctorClearance: boolean;
  terms: boolean;
  pdpa: boolean;
  /** The hidden field people never see (a machine fills it). */
  website: string;
}

export const emptyTrialForm: TrialForm = {
  slot: null,
  name: '',
  email: '',
  phone: '',
  goal: '',
  heardFrom: '',
  parq: parqQuestions.map(() => null),
  doctorClearance: false,
  terms: false,
  pdpa: false,
  website: '',
};

/** A field of the form that can carry an error; `parq-N` is the Nth question (1..7). */
export type TrialField =
  | 'slot'
  | 'name'
  | 'email'
  | 'phone'
  | 'goal'
  | 'heardFrom'
  | `parq-${number}`
  | 'doctorClearance'
  | 'terms'
  | 'pdpa';

export type FieldErrors = Partial<Record<TrialField, string>>;

/** The step each field is asked on: a server error sends the visitor back there. */
export function stepOfField(field: TrialField): TrialStep {
  if (field === 'slot') return 'time';
  if (field.startsWith('parq-') || field === 'doctorClearance') return 'health';
  if (field === 'terms' || field === 'pdpa') return 'consent';
  return 'details';
}

export const anyYes = (form: TrialForm) => form.parq.some((answer) => answer === true);

/** What is missing on a step before going on (the server checks the values themselves). */
export function missingOnStep(step: TrialStep, form: TrialForm): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 'time' && !form.slot) errors.slot = trialMessages.chooseTimeFirst;
  if (step === 'details') {
    if (!form.name.trim()) errors.name = trialMessages.required(trialMessages.name);
    if (!form.email.trim()) errors.email = trialMessages.required(trialMessages.email);
    if (!form.phone.trim()) errors.phone = trialMessages.required(trialMessages.phone);
    if (!form.goal) errors.goal = trialMessages.chooseGoal;
  }
  if (step === 'health') {
    form.parq.forEach((answer, index) => {
      if (answer === null) errors[`parq-${index + 1}`] = trialMessages.answerQuestion(index + 1);
    });
    if (anyYes(form) && !form.doctorClearance)
      errors.doctorClearance = trialMessages.clearanceRequired;
  }
  if (step === 'consent') {
    if (!form.terms) errors.terms = trialMessages.termsRequired;
    if (!form.pdpa) errors.pdpa = trialMessages.pdpaRequired;
  }
  return errors;
}

/**
 * The field a 400's sentence names (`services/customer/src/domain/trial-request.ts`): "Email
 * must be ...", "parq: answer health question 4 of 7 ...", "consent.pdpa: ...", "start: ...".
 */
export function fieldOfServerError(message: string): TrialField | null {
  const parq = /^parq: answer health question (\d+)/.exec(message);
  if (parq) return `parq-${Number(parq[1])}`;
  const prefixes: [RegExp, TrialField][] = [
    [/^Name\b/, 'name'],
    [/^Email\b/, 'email'],
    [/^Phone\b/, 'phone'],
    [/^goal:/, 'goal'],
    [/^heardFrom\b/, 'heardFrom'],
    [/^doctorClearance:/, 'doctorClearance'],
    [/^consent\.terms:/, 'terms'],
    [/^consent\.pdpa:/, 'pdpa'],
    [/^(start|trainerId):/, 'slot'],
  ];
  return prefixes.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** A server sentence without its field prefix ("consent.pdpa: agree ..." → "Agree ..."). */
export function withoutFieldPrefix(message: string): string {
  const match = /^[a-zA-Z.]+: (.*)$/.exec(message);
  if (!match?.[1]) return message;
  return match[1].charAt(0).toUpperCase() + match[1].slice(1);
}

/** The hold request (`POST /api/trial/holds`), from the form, the landing and the time taken. */
export function holdBody(
  form: TrialForm,
  landing: LandingAttribution,
  fillMs: number,
): TrialHoldBody {
  const slot = form.slot!;
  const yes = anyYes(form);
  const utm = landing.utm;
  return {
    start: slot.start,
    trainerId: slot.trainer._id,
    name: form.name,
    email: form.email,
    phone: form.phone,
    goal: form.goal,
    ...(form.heardFrom ? { heardFrom: form.heardFrom } : {}),
    parq: form.parq,
    ...(yes ? { doctorClearance: form.doctorClearance } : {}),
    consent: {
      ...(form.terms ? { terms: consentVersions.terms } : {}),
      ...(form.pdpa ? { pdpa: consentVersions.pdpa } : {}),
    },
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
    ...(landing.referrer ? { referrer: landing.referrer } : {}),
    website: form.website,
    fillMs: Math.max(0, Math.min(86_400_000, Math.round(fillMs))),
  };
}
