import type { TrainingStatus } from '@studio/contracts/training';

export interface DeletedRow {
  status: TrainingStatus;
  /** A late cancel that took a session and was not waived. */
  chargedLateCancel: boolean;
}

export type ReturnedSession =
  | { sourceType: 'training-unclaim'; reason: 'Completed training deleted' }
  | { sourceType: 'late-cancel-waiver'; reason: 'Late-cancelled training deleted' };

/**
 * The session a deleted training gives back to its customer, or null: a completed one returns its
 * claimed session, a late cancel that still holds its charge returns it as a waiver.
 */
export function sessionReturnedOnDelete(deleted: DeletedRow): ReturnedSession | null {
  if (deleted.status === 'completed')
    return { sourceType: 'training-unclaim', reason: 'Completed training deleted' };
  if (deleted.chargedLateCancel)
    return { sourceType: 'late-cancel-waiver', reason: 'Late-cancelled training deleted' };
  return null;
}
