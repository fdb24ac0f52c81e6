import { parqQuestions, trialMessages } from '../config/trial-copy';
import { anyYes, type FieldErrors, type TrialForm } from '../utils/trial-form';
import { CheckInput, ChoiceGroup } from './form-controls';

interface Props {
  form: TrialForm;
  onChange: (changes: Partial<TrialForm>) => void;
  errors: FieldErrors;
}

const answerOf = (answer: boolean | null) => (answer === null ? '' : answer ? 'yes' : 'no');

/** Step 3: the seven PAR-Q questions; any "yes" asks for a doctor's clearance. */
export function HealthStep({ form, onChange, errors }: Props) {
  return (
    <>
      <p>{trialMessages.healthIntro}</p>
      <ol className="pub-parq">
        {parqQuestions.map((question, index) => (
          <li key={question}>
            <ChoiceGroup<'yes' | 'no'>
              legend={`${index + 1}. ${question}`}
              name={`parq-${index + 1}`}
              inline
              value={answerOf(form.parq[index] ?? null)}
              onChange={(answer) =>
                onChange({
                  parq: form.parq.map((old, at) => (at === index ? answer === 'yes' : old)),
                })
              }
              choices={[
                { value: 'yes', label: trialMessages.yes },
                { value: 'no', label: trialMessages.no },
              ]}
              error={errors[`parq-${index + 1}`]}
            />
          </li>
        ))}
      </ol>
      {anyYes(form) && (
        <div className="pub-trial__notice">
          <p>{trialMessages.clearanceNotice}</p>
          <CheckInput
            name="doctorClearance"
            label={trialMessages.clearance}
            checked={form.doctorClearance}
            onChange={(doctorClearance) => onChange({ doctorClearance })}
            error={errors.doctorClearance}
          />
        </div>
      )}
    </>
  );
}
