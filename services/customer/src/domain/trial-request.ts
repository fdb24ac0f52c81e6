import { trialGoals, type TrialGoal } from '@studio/contracts/leads';
import {
  currentConsentVersions,
  minimumFillSeconds,
  trialMessages,
  type TrialHoldBody,
} from '@studio/contracts/trial';
import { badRequest } from '@studio/service-kit/errors';
import type { NewLead } from '../store/leads.js';
import { cleanEmail, cleanName, cleanPhone } from './customer-fields.js';

const optionalText = (value: string | undefined) => value?.trim() || null;

/**
 * A visitor's trial request, checked field by field (400 naming the first wrong one, nothing held):
 * a form filled by a machine (the hidden field, or sent faster than a person reads it) is refused
 * in the same plain words, without saying which trap it fell into.
 */
export function cleanTrialRequest(
  body: TrialHoldBody,
): Omit<
  NewLead,
  'trainerId' | 'sessionId' | 'sessionStart' | 'holdExpiresAt' | 'paymentReference'
> {
  if (body.website || (body.fillMs ?? 0) < minimumFillSeconds * 1000)
    throw badRequest(trialMessages.robot);
  const name = cleanName(body.name);
  const email = cleanEmail(body.email);
  const phone = cleanPhone(body.phone);
  if (!(trialGoals as readonly string[]).includes(body.goal))
    throw badRequest(`goal: choose one of ${trialGoals.join(', ')}.`);
  const parq: boolean[] = [];
  for (let question = 0; question < 7; question++) {
    const answer = body.parq[question];
    if (typeof answer !== 'boolean')
      throw badRequest(`parq: answer health question ${question + 1} of 7 with yes or no.`);
    parq.push(answer);
  }
  const anyYes = parq.some(Boolean);
  if (anyYes && body.doctorClearance !== true)
    throw badRequest(
      'doctorClearance: you answered yes to a health question; confirm that a doctor has cleared you for exercise, or message us first.',
    );
  if (body.consent.terms !== currentConsentVersions.terms)
    throw badRequest("consent.terms: agree to the studio's terms to book the trial.");
  if (body.consent.pdpa !== currentConsentVersions.pdpa)
    throw badRequest('consent.pdpa: agree to the personal data notice to book the trial.');
  return {
    name,
    email,
    phone,
    goal: body.goal as TrialGoal,
    heardFrom: optionalText(body.heardFrom),
    parq,
    doctorClearance: anyYes ? true : (body.doctorClearance ?? null),
    termsVersion: currentConsentVersions.terms,
    pdpaVersion: currentConsentVersions.pdpa,
    utm: {
      source: optionalText(body.utm?.source),
      medium: optionalText(body.utm?.medium),
      campaign: optionalText(body.utm?.campaign),
    },
    referrer: optionalText(body.referrer),
  };
}
