import { subDays } from 'date-fns';
import type { Training } from '@studio/contracts/training';

/** Claim is offered on the schedule for past scheduled trainings within the last 90 days (spec section 4). */
export function isClaimable(training: Training, now: Date): boolean {
  const at = new Date(training.dateOfTraining);
  return training.status === 'scheduled' && at <= now && at >= subDays(now, 90);
}
