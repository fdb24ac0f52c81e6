import type { TrainingDialogState } from '../hooks/use-training-dialog';
import { isClaimable } from '../utils/claimable';
import { LateCancelledTrainingModal } from './LateCancelledTrainingModal';
import { TrainingModal, type SaveOutcome, type TrainingFormValues } from './TrainingModal';
import type { Training } from '@studio/contracts/training';

interface Props {
  dialog: TrainingDialogState;
  onSave: (values: TrainingFormValues, allowConflict: boolean) => Promise<SaveOutcome>;
  onDelete: (training: Training) => void;
  onClaim: (training: Training) => void;
  onWaive: (training: Training) => Promise<string | null>;
  onClose: () => void;
}

/** The open training's dialog: a late-cancelled session's, or the schedule/edit form. */
export function TrainingDialog({ dialog, onSave, onDelete, onClaim, onWaive, onClose }: Props) {
  if (dialog.mode === 'late-cancelled') {
    const { training } = dialog;
    return (
      <LateCancelledTrainingModal
        key={training._id}
        training={training}
        onWaive={() => onWaive(training)}
        onDelete={() => onDelete(training)}
        onClose={onClose}
      />
    );
  }
  const training = dialog.mode === 'edit' ? dialog.training : undefined;
  return (
    <TrainingModal
      key={training?._id ?? 'new'}
      mode={dialog.mode}
      initial={dialog.initial}
      initialOutcome={dialog.mode === 'edit' ? dialog.initialOutcome : undefined}
      claimable={training !== undefined && isClaimable(training, new Date())}
      onSubmit={onSave}
      onDelete={training && (() => onDelete(training))}
      onClaim={training && (() => onClaim(training))}
      onClose={onClose}
    />
  );
}
