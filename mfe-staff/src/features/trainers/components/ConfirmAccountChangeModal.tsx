import { Modal } from '@studio/shell-kit/ui/Modal';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

interface Props {
  title: string;
  /** What the change does, in one sentence. */
  consequence: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A change to an account that cannot be undone (delete it, reset its second factor): the admin confirms it first. */
export function ConfirmAccountChangeModal({
  title,
  consequence,
  confirmLabel,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal title={title} onClose={onClose}>
      <p>{consequence}</p>
      <FormActions>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </FormActions>
    </Modal>
  );
}
