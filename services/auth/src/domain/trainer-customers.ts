import { HttpError } from '@studio/service-kit/errors';
import type { CallService } from '@studio/service-kit/service-client';

export type CountCustomersOfTrainer = (trainerId: string, requestId?: string) => Promise<number>;

/**
 * Asks the customer service how many customers a trainer still has. When it cannot answer, the
 * deletion is refused (503) rather than risk orphaning customers.
 */
export function customerCounter(
  callService: CallService,
  customerUrl: string,
): CountCustomersOfTrainer {
  return async (trainerId, requestId) => {
    try {
      const { count } = await callService<{ count: number }>(
        customerUrl,
        `/internal/trainers/${encodeURIComponent(trainerId)}/customer-count`,
        {
          requestId,
        },
      );
      if (!Number.isInteger(count) || count < 0) throw new Error('Malformed customer count');
      return count;
    } catch {
      throw new HttpError(
        503,
        'Could not check whether this trainer still has customers. Please try again later.',
      );
    }
  };
}
