import type { Identity } from '@studio/service-kit/identity-token';

type Person = Extract<Identity, { kind: 'user' }>;

export interface CustomerOwnership {
  _id: string;
  trainerID: string | null;
}

export type TrainerAssignment = { trainerId: string } | { refusal: string; statusCode: 403 | 400 };

/**
 * Who trains a customer's session: always the customer's trainer, falling back to the person
 * booking it when the customer has none (only an admin can see such a customer). A trainer may
 * only book their own customers, and no caller can name another trainer than the customer's.
 */
export function assignTrainer(
  customer: CustomerOwnership,
  caller: Person,
  requestedTrainerId?: string,
): TrainerAssignment {
  if (caller.role === 'trainer' && customer.trainerID !== caller.userId) {
    return { refusal: 'You can only schedule trainings for your own customers.', statusCode: 403 };
  }
  const trainerId = customer.trainerID ?? caller.userId;
  if (requestedTrainerId && requestedTrainerId !== trainerId) {
    return { refusal: "A training's trainer is always the customer's trainer.", statusCode: 400 };
  }
  return { trainerId };
}
