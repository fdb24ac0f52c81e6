import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

// The trial form's controls: plain elements with the public pages' `pub-` styles (the page is
// prerendered in Node, where the kit's controls, which import CSS, cannot load). Each label names
// its control; a hint and an error describe it and an error marks it invalid.

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

export function TextInput({ label, hint, error, value, onChange, ...inputProps }: TextInputProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="pub-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        {...inputProps}
      />
      {hint && (
        <p id={`${id}-hint`} className="pub-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

interface SelectInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  children: ReactNode;
  name: string;
}

export function SelectInput({ label, value, onChange, error, children, name }: SelectInputProps) {
  const id = useId();
  return (
    <div className="pub-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

interface ChoiceGroupProps<Value extends string> {
  legend: ReactNode;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value | '';
  onChange: (value: Value) => void;
  error?: string | undefined;
  /** Chips in a wrapping row (times, yes/no) rather than one choice a line. */
  inline?: boolean;
}

/** One choice of several: radio buttons in a fieldset whose legend asks the question. */
export function ChoiceGroup<Value extends string>(props: ChoiceGroupProps<Value>) {
  const { legend, name, choices, value, onChange, error, inline = false } = props;
  const id = useId();
  return (
    <fieldset
      className="pub-choices"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className={inline ? 'pub-choices__row' : 'pub-choices__column'}>
        {choices.map((choice) => (
          <label key={choice.value} className="pub-chip">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

interface CheckInputProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  name: string;
}

export function CheckInput({ label, checked, onChange, error, name }: CheckInputProps) {
  const id = useId();
  return (
    <div className="pub-check">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="pub-field__error">
      {error}
    </p>
  );
}
