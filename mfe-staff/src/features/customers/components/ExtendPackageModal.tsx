import { useId, useState, type FormEvent } from 'react';
import type { PaymentHistoryEntry } from '@studio/contracts/customers';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Modal } from '@studio/shell-kit/ui/Modal';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { customerMessages } from '../config/messages';
import { formatBusinessDate } from '../utils/date-formats';

interface Props {
  customerName: string;
  entry: PaymentHistoryEntry;
  /** The first date that may be chosen (the day after the current expiry, or after today). */
  earliest: string;
  /** Resolves to null when the package was extended, or to the server's explanation when not. */
  onExtend: (change: { expiresOn: string; reason: string }) => Promise<string | null>;
  onClose: () => void;
}

/** An admin chooses a later expiry date for one package and says why (the server audits it). */
export function ExtendPackageModal({ customerName, entry, earliest, onExtend, onClose }: Props) {
  const reasonId = useId();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaving(true);
    const problem = await onExtend({
      expiresOn: String(form.get('expiresOn') ?? ''),
      reason: String(form.get('reason') ?? '').trim(),
    });
    setSaving(false);
    setFailure(problem === null ? undefined : problem);
  };

  return (
    <Modal title={customerMessages.extendTitle} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <p>
          {customerMessages.extendExplain(
            customerName,
            entry.numOfTrainingsPaidFor,
            formatBusinessDate(entry.expiresOn),
          )}
        </p>
        <TextField
          label={customerMessages.extendDate}
          name="expiresOn"
          type="date"
          min={earliest}
          defaultValue={earliest}
          required
        />
        <div className="form-field">
          <label htmlFor={reasonId}>{customerMessages.extendReason}</label>
          <textarea id={reasonId} name="reason" required minLength={3} maxLength={500} rows={3} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={saving}>
            {saving ? customerMessages.extendSaving : customerMessages.extendSubmit}
          </button>
        </div>
        {failure !== undefined && (
          <ErrorMessage message={customerMessages.extendFailed} detail={failure} />
        )}
      </form>
    </Modal>
  );
}
