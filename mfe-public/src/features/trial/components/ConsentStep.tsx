import { consentVersions, pdpaNotice, termsPoints, trialMessages } from '../config/trial-copy';
import type { FieldErrors, TrialForm } from '../utils/trial-form';
import { CheckInput } from './form-controls';

interface Props {
  form: TrialForm;
  onChange: (changes: Partial<TrialForm>) => void;
  errors: FieldErrors;
}

/** Step 4: the trial's terms and the PDPA notice, each agreed to (their versions are recorded). */
export function ConsentStep({ form, onChange, errors }: Props) {
  return (
    <>
      <section aria-labelledby="trial-terms" className="pub-trial__notice">
        <h3 id="trial-terms">Terms of the trial</h3>
        <ul>
          {termsPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="pub-trial__hint">Version {consentVersions.terms}</p>
      </section>
      <section aria-labelledby="trial-pdpa" className="pub-trial__notice">
        <h3 id="trial-pdpa">Personal data notice (PDPA)</h3>
        <dl>
          {pdpaNotice.map(({ heading, text }) => (
            <div key={heading}>
              <dt>{heading}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        <p className="pub-trial__hint">Version {consentVersions.pdpa}</p>
      </section>
      <CheckInput
        name="terms"
        label={trialMessages.terms}
        checked={form.terms}
        onChange={(terms) => onChange({ terms })}
        error={errors.terms}
      />
      <CheckInput
        name="pdpa"
        label={trialMessages.pdpa}
        checked={form.pdpa}
        onChange={(pdpa) => onChange({ pdpa })}
        error={errors.pdpa}
      />
    </>
  );
}
