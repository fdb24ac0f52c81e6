import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { StudioSettings } from '@studio/contracts/settings';
import { CheckboxField } from '@studio/shell-kit/ui/CheckboxField';
import { TextField } from '@studio/shell-kit/ui/TextField';
import {
  formValuesOf,
  settingsFromForm,
  type SettingsFormErrors,
  type SettingsFormValues,
} from '../utils/settings-form';
import {
  payNowAccountFromForm,
  payNowAccountValuesOf,
  type PayNowAccountErrors,
} from '../utils/paynow-account-form';
import { PayNowAccountFields } from './PayNowAccountFields';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { RadioGroup } from '@studio/shell-kit/ui/RadioGroup';

/** The fields typed as text (numbers too: a half-typed number is kept as typed). */
type TypedField = Exclude<
  keyof SettingsFormValues,
  'quietHoursOn' | 'staffRegistration' | 'requireTwoFactorForStaff'
>;

const registrationChoices: {
  value: SettingsFormValues['staffRegistration'];
  label: string;
}[] = [
  { value: 'approval', label: 'An admin approves each trainer who registers' },
  { value: 'open', label: 'Open: a trainer who registers is signed in at once' },
];

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
  const [payNowValues, setPayNowValues] = useState(() => payNowAccountValuesOf(saved.paynow));
  const [payNowErrors, setPayNowErrors] = useState<PayNowAccountErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set =
    <Field extends keyof SettingsFormValues>(field: Field) =>
    (value: SettingsFormValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));

  /** Name, value, change handler and error sentence of a typed field. */
  const bind = (field: TypedField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.target.value),
    error: errors[field],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = settingsFromForm(values);
    const payNow = payNowAccountFromForm(payNowValues);
    if ('errors' in result || 'errors' in payNow) {
      setErrors('errors' in result ? result.errors : {});
      setPayNowErrors('errors' in payNow ? payNow.errors : {});
      // After the render that marks them: focus the first field in error.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    setPayNowErrors({});
    // Settings this form does not show are sent as saved.
    onSave({ ...saved, ...result.settings, paynow: payNow.paynow });
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
          {...bind('studioName')}
          autoComplete="organization"
          required
          maxLength={100}
        />
        <TextField
          label="Address"
          {...bind('address')}
          autoComplete="street-address"
          maxLength={300}
        />
        <TextField label="Phone" {...bind('phone')} type="tel" autoComplete="tel" maxLength={30} />
      </fieldset>

      <fieldset>
        <legend>Customer emails</legend>
        <TextField
          label="Reminder lead time (hours before a session, 1 to 168)"
          {...bind('reminderLeadHours')}
          type="number"
          inputMode="numeric"
          min={1}
          max={168}
          step={1}
        />
        <TextField
          label="Low-balance notice at (sessions left, 0 to 50)"
          {...bind('lowBalanceThreshold')}
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
        />
        <CheckboxField
          label="Hold customer emails during quiet hours (business time zone)"
          name="quietHoursOn"
          checked={values.quietHoursOn}
          onChange={(event) => set('quietHoursOn')(event.target.checked)}
        />
        <div className="settings-times">
          <TextField
            label="Quiet hours start"
            {...bind('quietHoursStart')}
            type="time"
            disabled={!values.quietHoursOn}
          />
          <TextField
            label="Quiet hours end"
            {...bind('quietHoursEnd')}
            type="time"
            disabled={!values.quietHoursOn}
          />
        </div>
      </fieldset>

      <RadioGroup
        legend="Staff registration"
        name="staffRegistration"
        choices={registrationChoices}
        value={values.staffRegistration}
        onChange={set('staffRegistration')}
      />

      <fieldset>
        <legend>Two-step sign-in</legend>
        <CheckboxField
          label="Require two-step sign-in for staff"
          hint="Staff who have not set it up are led to set it up at their next sign-in (an authenticator app on their phone)."
          name="requireTwoFactorForStaff"
          checked={values.requireTwoFactorForStaff}
          onChange={(event) => set('requireTwoFactorForStaff')(event.target.checked)}
        />
      </fieldset>

      <PayNowAccountFields values={payNowValues} errors={payNowErrors} onChange={setPayNowValues} />

      <FormActions>
        <Button variant="primary" type="submit" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </Button>
      </FormActions>
    </form>
  );
}
