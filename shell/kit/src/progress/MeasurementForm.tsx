import { useState, type FormEvent } from 'react';
import type { MeasurementBody, MeasurementValueField } from '@studio/contracts/measurements';
import { measurementRanges, measurementValueFields } from '@studio/contracts/measurements';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { businessToday } from '@studio/shell-kit/dates';
import { useRecordMeasurementMutation, type ProgressSubject } from '@studio/shell-kit/progress-api';
import { measurementLabels } from '@studio/shell-kit/progress-format';
import { Button } from '@studio/shell-kit/ui/Button';
import { DateField } from '@studio/shell-kit/ui/DateFields';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { TextAreaField } from '@studio/shell-kit/ui/TextAreaField';
import { TextField } from '@studio/shell-kit/ui/TextField';
import './progress.css';

/** What staff record (every value); a customer records their weight only (the server refuses the rest from them). */
const staffFields = measurementValueFields;
const customerFields: readonly MeasurementValueField[] = ['weightKg'];

/**
 * A dated entry: staff fill in any of the values, a customer their weight; a note either way.
 * What was typed stays in the form when saving fails.
 */
export function MeasurementForm({
  subject,
  recordedBy,
}: {
  subject: ProgressSubject;
  recordedBy: 'staff' | 'customer';
}) {
  const fields = recordedBy === 'staff' ? staffFields : customerFields;
  const [date, setDate] = useState(businessToday());
  const [values, setValues] = useState<Partial<Record<MeasurementValueField, string>>>({});
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState(false);
  const [record, { isLoading, error }] = useRecordMeasurementMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const body: MeasurementBody = { date };
    for (const field of fields) {
      const typed = values[field]?.trim();
      if (typed) body[field] = Number(typed);
    }
    if (note.trim()) body.note = note.trim();
    const result = await record({
      subject,
      body: recordedBy === 'customer' ? { ...body, weightKg: body.weightKg ?? NaN } : body,
    });
    if ('error' in result) return;
    setValues({});
    setNote('');
    setSaved(true);
  }

  return (
    <form className="progress-form" onSubmit={(event) => void submit(event)}>
      <DateField
        label="Date measured"
        value={date}
        max={businessToday()}
        required
        onChange={(event) => setDate(event.target.value)}
      />
      <div className="progress-form-values">
        {fields.map((field) => (
          <TextField
            key={field}
            label={`${measurementLabels[field].name} (${measurementLabels[field].unit})`}
            type="number"
            inputMode="decimal"
            step={field === 'restingHr' ? 1 : 0.1}
            min={measurementRanges[field].min}
            max={measurementRanges[field].max}
            required={recordedBy === 'customer'}
            value={values[field] ?? ''}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        ))}
      </div>
      <TextAreaField
        label="Note"
        value={note}
        maxLength={1000}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <ErrorMessage
        message={error ? 'The measurement could not be saved.' : null}
        detail={serverErrorMessage(error)}
      />
      {saved && <p role="status">Measurement saved.</p>}
      <FormActions>
        <Button type="submit" variant="primary" disabled={isLoading}>
          {isLoading
            ? 'Saving…'
            : recordedBy === 'customer'
              ? 'Save my weight'
              : 'Save measurement'}
        </Button>
      </FormActions>
    </form>
  );
}
