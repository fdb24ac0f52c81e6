import { useState, type FormEvent } from 'react';
import { useBusinessTime } from '@studio/shell-kit/business-time';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Modal } from '@studio/shell-kit/ui/Modal';
import type { CustomerOption } from '../../../api/customer-options-api';
import { DateTimeField } from '@studio/shell-kit/ui/DateFields';
import { SelectField } from '@studio/shell-kit/ui/SelectField';
import { labels } from '../../../config/messages';
import { CustomerChoice } from './CustomerChoice';
import { SessionProgressButton } from './SessionProgressButton';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

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
        <DateTimeField
          label="Date and time"
          required
          value={values.dateTimeLocal}
          onChange={(event) => change({ dateTimeLocal: event.target.value })}
        />
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
        <FormActions>
          <Button variant="primary" type="submit" disabled={saving}>
            {mode === 'create' ? labels.scheduleTraining : labels.updateTraining}
          </Button>
          {conflict && (
            <Button disabled={saving} onClick={() => void save(true)}>
              {labels.bookAnyway}
            </Button>
          )}
          {mode === 'edit' && claimable && onClaim && (
            <Button onClick={onClaim}>{labels.claim}</Button>
          )}
          {mode === 'edit' && onDelete && (
            <Button variant="danger" onClick={onDelete}>
              {labels.deleteTraining}
            </Button>
          )}
        </FormActions>
      </form>
      {mode === 'edit' && values.customer && <SessionProgressButton customer={values.customer} />}
    </Modal>
  );
}
