import type { ConfirmTrialHoldBody, InternalTrialHold, TrialPayNow } from '@studio/contracts/trial';
import { HttpError } from '@studio/service-kit/errors';
import { ServiceCallError, type CallService } from '@studio/service-kit/service-client';

/** The other services a trial needs: the hold in training, the PayNow code in payment. */
export interface TrialServices {
  hold(
    hold: { leadId: string; trainerId: string; start: string; expiresAt: string },
    requestId: string,
  ): Promise<InternalTrialHold>;
  confirm(
    leadId: string,
    confirmation: ConfirmTrialHoldBody,
    requestId: string,
  ): Promise<InternalTrialHold>;
  release(leadId: string, requestId: string): Promise<InternalTrialHold>;
  payNowCode(name: string, requestId: string): Promise<TrialPayNow>;
}

const unavailable = (what: string) =>
  new HttpError(
    503,
    `${what} cannot be reached right now; nothing was changed. Please try again shortly.`,
  );

/** A 4xx of the other service is a refusal written for people: it passes through with its status. */
async function answerOf<T>(call: Promise<T>, what: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ServiceCallError && error.status >= 400 && error.status < 500)
      throw new HttpError(error.status, error.message);
    throw unavailable(what);
  }
}

export function trialServicesOver(
  callService: CallService,
  urls: { trainingUrl: string; paymentUrl: string },
): TrialServices {
  const schedule = 'The schedule';
  return {
    hold: (hold, requestId) =>
      answerOf(
        callService<InternalTrialHold>(urls.trainingUrl, '/internal/trial-holds', {
          method: 'POST',
          body: hold,
          requestId,
        }),
        schedule,
      ),
    confirm: (leadId, confirmation, requestId) =>
      answerOf(
        callService<InternalTrialHold>(
          urls.trainingUrl,
          `/internal/trial-holds/${leadId}/confirm`,
          {
            method: 'POST',
            body: confirmation,
            requestId,
          },
        ),
        schedule,
      ),
    release: (leadId, requestId) =>
      answerOf(
        callService<InternalTrialHold>(
          urls.trainingUrl,
          `/internal/trial-holds/${leadId}/release`,
          {
            method: 'POST',
            requestId,
          },
        ),
        schedule,
      ),
    payNowCode: (name, requestId) =>
      answerOf(
        callService<TrialPayNow>(urls.paymentUrl, '/internal/paynow/trial', {
          method: 'POST',
          body: { name },
          requestId,
        }),
        'The payment service',
      ),
  };
}
