import { useId, type ReactNode } from 'react';
import './tokens.css';
import './choice.css';

export interface RadioChoice<Value extends string> {
  value: Value;
  label: ReactNode;
  /** A sentence under the choice's label. */
  hint?: ReactNode;
}

export interface RadioGroupProps<Value extends string> {
  /** The question the choices answer: the group's accessible name. */
  legend: ReactNode;
  /** Shown as a visible legend, or only to assistive technology when the screen already says it. */
  legendHidden?: boolean;
  /** The form field name the chosen value is sent under. */
  name: string;
  choices: readonly RadioChoice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * One choice of several, as radio buttons in a fieldset: arrows move between them, the legend
 * names the group and each label its button.
 */
export function RadioGroup<Value extends string>(props: RadioGroupProps<Value>) {
  const { legend, legendHidden = false, name, choices, value, onChange, hint, disabled } = props;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <fieldset
      className={props.className ? `ui-radio-group ${props.className}` : 'ui-radio-group'}
      aria-describedby={hintId}
      disabled={disabled}
    >
      <legend className={legendHidden ? 'ui-visually-hidden' : 'ui-radio-legend'}>{legend}</legend>
      {hint && (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      )}
      {choices.map((choice) => {
        const choiceId = `${id}-${choice.value}`;
        return (
          <div key={choice.value} className="ui-choice">
            <input
              id={choiceId}
              type="radio"
              className="ui-choice-input"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={choice.hint ? `${choiceId}-hint` : undefined}
            />
            <div>
              <label className="ui-choice-label" htmlFor={choiceId}>
                {choice.label}
              </label>
              {choice.hint && (
                <p id={`${choiceId}-hint`} className="ui-field-hint">
                  {choice.hint}
                </p>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
