import type { InternalErasureBody, InternalErasureResult } from '@studio/contracts/erasure';
import { HttpError } from '@studio/service-kit/errors';
import type { CallService } from '@studio/service-kit/service-client';

/** The other services that hold an erased customer's mail or words: told to forget them. */
export type ForgetElsewhere = (
  customerId: string,
  person: InternalErasureBody,
  requestId: string,
) => Promise<void>;

const notErasedYet =
  'The customer could not be erased everywhere just now; nothing was erased here. Please try again shortly.';

export function forgetInAuthAndTraining(
  callService: CallService,
  urls: { authUrl: string; trainingUrl: string },
): ForgetElsewhere {
  return async (customerId, person, requestId) => {
    const calls = [
      [urls.authUrl, `/internal/customer-accounts/${customerId}/forget`],
      [urls.trainingUrl, `/internal/customers/${customerId}/forget`],
    ] as const;
    try {
      for (const [url, path] of calls) {
        await callService<InternalErasureResult>(url, path, {
          method: 'POST',
          body: person,
          requestId,
        });
      }
    } catch {
      throw new HttpError(503, notErasedYet);
    }
  };
}
