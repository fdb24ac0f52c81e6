import { useId, useState, type FormEvent } from 'react';
import { useBusinessTime } from '@studio/shell-kit/business-time';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Modal } from '@studio/shell-kit/ui/Modal';
import type { CustomerOption } from '../../../api/customer-options-api';
import { SelectField } from '../../../components/SelectField';
import { labels } from '../../../config/messages';
import { CustomerChoice } from './CustomerChoice';
import { SessionProgressButton } from './SessionProgressButton';

export interface TrainingFormValues {
  customer: CustomerOption | null;
  dateTimeLocal: string;
  repeatWeeks: number;
}

/** What a save came to: the modal closes on success, shows the error otherwise. */
export type SaveOutcome = { ok: true } | { ok: false; error: string; conflict: boolean };

interface Props {
  mode: 'create' | 'edit';
  initial: TrainingFormValues;
  /** Offer Claim (a past scheduled training within the last 90 days). */
  claimable?: boolean;
  /** A failed save made elsewhere (a drag onto a busy hour) to show when the modal opens. */
  initialOutcome?: SaveOutcome;
  onSubmit: (values: TrainingFormValues, allowConflict: boolean) => Promise<SaveOutcome>;
  onDelete?: () => void;
  onClaim?: () => void;
  onClose: () => void;
}

const weeksUpTo = (weeks: number) => Array.from({ length: weeks }, (_, index) => index + 1);

/**
 * Schedule or edit one training. A conflict (the trainer or customer already booked within the
 * hour) shows the server's message with a way to book anyway, for partner sessions.
 */
export function TrainingModal(props: Props) {
  const {
    mode,
    initial,
    claimable = false,
    initialOutcome,
    onSubmit,
    onDelete,
    onClaim,
    onClose,
  } = props;
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(
    initialOutcome?.ok === false ? initialOutcome.error : null,
  );
  const [conflict, setConflict] = useState(initialOutcome?.ok === false && initialOutcome.conflict);
  const [saving, setSaving] = useState(false);
  const dateId = useId();
  const { maxRepeatWeeks } = useBusinessTime();

  const save = async (allowConflict: boolean) => {
    setSaving(true);
    const outcome = await onSubmit(values, allowConflict);
    setSaving(false);
    if (outcome.ok) return;
    setError(outcome.error);
    setConflict(outcome.conflict);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };

  const change = (patch: Partial<TrainingFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setConflict(false);
  };

  return (
    <Modal title={mode === 'create' ? labels.scheduleTraining : 'Edit Training'} onClose={onClose}>
      <form className="training-form" onSubmit={submit}>
        <CustomerChoice
          label="Customer"
          required
          value={values.customer}
          onChange={(customer) => change({ customer })}
        />
        <div className="select-field">
          <label htmlFor={dateId}>Date and time</label>
          <input
            id={dateId}
            type="datetime-local"
            required
            value={values.dateTimeLocal}
            onChange={(event) => change({ dateTimeLocal: event.target.value })}
          />
        </div>
        {mode === 'create' && (
          <SelectField
            label="Repeat weekly"
            value={values.repeatWeeks}
            onChange={(event) => change({ repeatWeeks: Number(event.target.value) })}
          >
            {weeksUpTo(maxRepeatWeeks).map((weeks) => (
              <option key={weeks} value={weeks}>
                {weeks === 1 ? 'Does not repeat' : `Every week, ${weeks} weeks`}
              </option>
            ))}
          </SelectField>
        )}
        <ErrorMessage message={error} />
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={saving}>
            {mode === 'create' ? labels.scheduleTraining : labels.updateTraining}
          </button>
          {conflict && (
            <button
              type="button"
              className="button-secondary"
              disabled={saving}
              onClick={() => void save(true)}
            >
              {labels.bookAnyway}
            </button>
          )}
          {mode === 'edit' && claimable && onClaim && (
            <button type="button" className="button-secondary" onClick={onClaim}>
              {labels.claim}
            </button>
          )}
          {mode === 'edit' && onDelete && (
            <button type="button" className="button-secondary button-danger" onClick={onDelete}>
              {labels.deleteTraining}
            </button>
          )}
        </div>
      </form>
      {mode === 'edit' && values.customer && <SessionProgressButton customer={values.customer} />}
    </Modal>
  );
}
