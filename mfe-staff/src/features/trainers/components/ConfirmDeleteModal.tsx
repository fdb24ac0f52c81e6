import { Modal } from '@studio/shell-kit/ui/Modal';

interface Props {
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deleting an account cannot be undone, so the admin confirms it first. */
export function ConfirmDeleteModal({ name, onConfirm, onClose }: Props) {
  return (
    <Modal title={`Delete ${name}?`} onClose={onClose}>
      <p>The account and its sign-in are removed for good.</p>
      <div className="form-actions">
        <button type="button" className="button-primary" onClick={onConfirm}>
          Delete
        </button>
        <button type="button" className="button-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
