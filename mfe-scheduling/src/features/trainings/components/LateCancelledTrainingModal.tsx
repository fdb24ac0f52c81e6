import { useState } from 'react';
import type { Training } from '@studio/contracts/training';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Modal } from '@studio/shell-kit/ui/Modal';
import { labels, lateCancelLabels } from '../../../config/messages';
import { formatDateTime } from '../../../lib/format-dates';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

interface Props {
  training: Training;
  /** Resolves to an error message, or null once waived. */
  onWaive: () => Promise<string | null>;
  onDelete: () => void;
  onClose: () => void;
}

/** A session the customer cancelled late: what happened, and staff's way to waive the charge. */
export function LateCancelledTrainingModal({ training, onWaive, onDelete, onClose }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [waiving, setWaiving] = useState(false);

  const waive = async () => {
    setWaiving(true);
    setError(await onWaive());
    setWaiving(false);
  };

  return (
    <Modal title={lateCancelLabels.modalTitle} onClose={onClose}>
      <p>
        {training.customerID.name} cancelled the session on{' '}
        {formatDateTime(training.dateOfTraining)} with {training.trainerID.name} late.
      </p>
      <p>
        {training.lateCancelWaived
          ? lateCancelLabels.waived
          : 'Waiving gives back the session the late cancel charged, if it charged one.'}
      </p>
      <ErrorMessage message={error} />
      <FormActions>
        {!training.lateCancelWaived && (
          <Button variant="primary" disabled={waiving} onClick={() => void waive()}>
            {waiving ? 'Waiving…' : lateCancelLabels.waive}
          </Button>
        )}
        <Button variant="danger" onClick={onDelete}>
          {labels.deleteTraining}
        </Button>
      </FormActions>
    </Modal>
  );
}
