import { statsWindowDays } from '@studio/contracts/training-stats';
import type { TrainingStatus } from '@studio/contracts/training';

export interface ClaimCandidate {
  status: TrainingStatus;
  dateOfTraining: Date;
}

/**
 * Why a training cannot be claimed by this caller now, or null when it can. A claim turns a past
 * scheduled training into a completed one; trainers may only claim within the statistics window
 * (the last 90 days, from `windowStart`), admins any past training (late paperwork happens).
 */
export function claimRefusal(
  training: ClaimCandidate,
  role: 'admin' | 'trainer',
  { now, windowStart }: { now: Date; windowStart: Date },
): string | null {
  if (training.status === 'late-cancelled')
    return 'The customer cancelled this training late; it cannot be claimed.';
  if (training.status !== 'scheduled') return 'This training has already been claimed.';
  if (training.dateOfTraining.getTime() > now.getTime())
    return 'Only past trainings can be claimed.';
  if (role === 'trainer' && training.dateOfTraining.getTime() < windowStart.getTime()) {
    return `Trainings older than ${statsWindowDays} days can only be claimed by an admin.`;
  }
  return null;
}
