import { Modal } from '@studio/shell-kit/ui/Modal';
import { formatDate, formatTime } from '../../../lib/business-time';
import { messages } from '../../../config/messages';
import type { MyTraining } from '@studio/contracts/my-trainings';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

interface Props {
  training: MyTraining;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling, saying whether it is late and will be charged. */
export function CancelSessionDialog({ training, cancelling, onConfirm, onClose }: Props) {
  return (
    <Modal title={messages.cancelTitle} onClose={onClose}>
      <p>
        {formatDate(training.dateOfTraining)} at {formatTime(training.dateOfTraining)} with{' '}
        {training.trainer.name}
      </p>
      <p className={training.lateIfCancelledNow ? 'me-late-warning' : undefined}>
        {training.lateIfCancelledNow ? messages.cancelLate : messages.cancelEarly}
      </p>
      <FormActions>
        <Button onClick={onClose}>{messages.keepSession}</Button>
        <Button variant="primary" disabled={cancelling} onClick={onConfirm}>
          {messages.confirmCancel}
        </Button>
      </FormActions>
    </Modal>
  );
}
