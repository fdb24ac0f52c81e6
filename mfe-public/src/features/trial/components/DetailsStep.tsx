import type { TrialGoal } from '@studio/contracts/leads';
import { goalLabels, goals, heardFromChoices, trialMessages } from '../config/trial-copy';
import type { FieldErrors, TrialForm } from '../utils/trial-form';
import { ChoiceGroup, SelectInput, TextInput } from './form-controls';

interface Props {
  form: TrialForm;
  onChange: (changes: Partial<TrialForm>) => void;
  errors: FieldErrors;
}

/** Step 2: who is coming, how to reach them, what they want, how they heard of the studio. */
export function DetailsStep({ form, onChange, errors }: Props) {
  return (
    <>
      <TextInput
        label={trialMessages.name}
        name="name"
        autoComplete="name"
        maxLength={100}
        value={form.name}
        onChange={(name) => onChange({ name })}
        error={errors.name}
      />
      <TextInput
        label={trialMessages.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={form.email}
        onChange={(email) => onChange({ email })}
        error={errors.email}
      />
      <TextInput
        label={trialMessages.phone}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={20}
        hint={trialMessages.phoneHint}
        value={form.phone}
        onChange={(phone) => onChange({ phone })}
        error={errors.phone}
      />
      <ChoiceGroup<TrialGoal>
        legend={trialMessages.goal}
        name="goal"
        value={form.goal}
        onChange={(goal) => onChange({ goal })}
        choices={goals.map((goal) => ({ value: goal, label: goalLabels[goal] }))}
        error={errors.goal}
      />
      <SelectInput
        label={trialMessages.heardFrom}
        name="heardFrom"
        value={form.heardFrom}
        onChange={(heardFrom) => onChange({ heardFrom })}
        error={errors.heardFrom}
      >
        <option value="">{trialMessages.heardFromChoose}</option>
        {heardFromChoices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </SelectInput>
    </>
  );
}
