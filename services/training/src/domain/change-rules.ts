import type { TrainingStatus } from '@studio/contracts/training';

export interface ChangedTraining {
  status: TrainingStatus;
  customerId: string;
}

/**
 * Why staff may not change this training at all, or null: a change moves or edits one training,
 * so a late cancel is waived or deleted instead, and a status changes only by a claim.
 */
export function changeRefusal(
  training: ChangedTraining,
  requestedStatus: TrainingStatus | undefined,
): string | null {
  if (training.status === 'late-cancelled')
    return 'The customer cancelled this training late, so it cannot be changed; waive the charge or delete it.';
  if (requestedStatus && requestedStatus !== training.status)
    return training.status === 'scheduled'
      ? 'Use Claim to mark a training as completed.'
      : 'A completed training cannot be scheduled again; delete it instead.';
  return null;
}

/** Why the change is not one a completed training may have, or null: it keeps its customer and stays past. */
export function completedChangeRefusal(
  training: ChangedTraining,
  change: { customerId: string; dateOfTraining: Date },
  now: Date,
): string | null {
  if (training.status !== 'completed') return null;
  if (change.customerId !== training.customerId)
    return "A completed training's customer cannot be changed.";
  if (change.dateOfTraining.getTime() > now.getTime())
    return 'A completed training cannot be moved into the future.';
  return null;
}
