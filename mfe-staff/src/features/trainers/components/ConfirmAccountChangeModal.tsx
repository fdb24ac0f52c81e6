import { Modal } from '@studio/shell-kit/ui/Modal';

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
      <div className="form-actions">
        <button type="button" className="button-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
