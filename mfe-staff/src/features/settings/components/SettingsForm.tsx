import { useRef, useState, type FormEvent } from 'react';
import type { StudioSettings } from '@studio/contracts/settings';
import { TextField } from '@studio/shell-kit/ui/TextField';
import {
  formValuesOf,
  settingsFromForm,
  type SettingsFormErrors,
  type SettingsFormValues,
} from '../utils/settings-form';

interface Props {
  /** The settings as saved; the form starts from them. */
  saved: StudioSettings;
  saving: boolean;
  onSave: (settings: StudioSettings) => void;
}

/**
 * Every studio setting with its label, checked as the server checks it before anything is sent;
 * the first field in error takes the focus and its sentence is read with it.
 */
export function SettingsForm({ saved, saving, onSave }: Props) {
  const [values, setValues] = useState<SettingsFormValues>(() => formValuesOf(saved));
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set =
    <Field extends keyof SettingsFormValues>(field: Field) =>
    (value: SettingsFormValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = settingsFromForm(values);
    if ('errors' in result) {
      setErrors(result.errors);
      // After the render that marks them: focus the first field in error.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    onSave(result.settings);
  };

  return (
    <form ref={formRef} className="settings-form" noValidate onSubmit={submit}>
      <fieldset>
        <legend>Studio details</legend>
        <p className="settings-hint">
          Shown in the staff area and in every email the studio sends.
        </p>
        <TextField
          label="Studio name"
          name="studioName"
          autoComplete="organization"
          required
          maxLength={100}
          value={values.studioName}
          onChange={(event) => set('studioName')(event.target.value)}
          error={errors.studioName}
        />
        <TextField
          label="Address"
          name="address"
          autoComplete="street-address"
          maxLength={300}
          value={values.address}
          onChange={(event) => set('address')(event.target.value)}
          error={errors.address}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          value={values.phone}
          onChange={(event) => set('phone')(event.target.value)}
          error={errors.phone}
        />
      </fieldset>

      <fieldset>
        <legend>Customer emails</legend>
        <TextField
          label="Reminder lead time (hours before a session, 1 to 168)"
          name="reminderLeadHours"
          type="number"
          inputMode="numeric"
          min={1}
          max={168}
          step={1}
          value={values.reminderLeadHours}
          onChange={(event) => set('reminderLeadHours')(event.target.value)}
          error={errors.reminderLeadHours}
        />
        <TextField
          label="Low-balance notice at (sessions left, 0 to 50)"
          name="lowBalanceThreshold"
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
          value={values.lowBalanceThreshold}
          onChange={(event) => set('lowBalanceThreshold')(event.target.value)}
          error={errors.lowBalanceThreshold}
        />
        <div className="settings-checkbox">
          <input
            id="settings-quiet-hours"
            type="checkbox"
            name="quietHoursOn"
            checked={values.quietHoursOn}
            onChange={(event) => set('quietHoursOn')(event.target.checked)}
          />
          <label htmlFor="settings-quiet-hours">
            Hold customer emails during quiet hours (business time zone)
          </label>
        </div>
        <div className="settings-times">
          <TextField
            label="Quiet hours start"
            name="quietHoursStart"
            type="time"
            disabled={!values.quietHoursOn}
            value={values.quietHoursStart}
            onChange={(event) => set('quietHoursStart')(event.target.value)}
            error={errors.quietHoursStart}
          />
          <TextField
            label="Quiet hours end"
            name="quietHoursEnd"
            type="time"
            disabled={!values.quietHoursOn}
            value={values.quietHoursEnd}
            onChange={(event) => set('quietHoursEnd')(event.target.value)}
            error={errors.quietHoursEnd}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend>Staff registration</legend>
        <div className="settings-radio">
          <input
            id="settings-registration-approval"
            type="radio"
            name="staffRegistration"
            value="approval"
            checked={values.staffRegistration === 'approval'}
            onChange={() => set('staffRegistration')('approval')}
          />
          <label htmlFor="settings-registration-approval">
            An admin approves each trainer who registers
          </label>
        </div>
        <div className="settings-radio">
          <input
            id="settings-registration-open"
            type="radio"
            name="staffRegistration"
            value="open"
            checked={values.staffRegistration === 'open'}
            onChange={() => set('staffRegistration')('open')}
          />
          <label htmlFor="settings-registration-open">
            Open: a trainer who registers is signed in at once
          </label>
        </div>
      </fieldset>

      <div className="form-actions">
        <button type="submit" className="button-primary" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
