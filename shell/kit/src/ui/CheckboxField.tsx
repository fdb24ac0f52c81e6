import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './tokens.css';
import './choice.css';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  /** The label beside the box; it is also the box's accessible name. */
  label: ReactNode;
  /** A sentence under the label, read with the box. */
  hint?: ReactNode;
}

/** A checkbox with its label beside it (the label is a large click and tap target too). */
export function CheckboxField({ label, hint, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `ui-choice ${className}` : 'ui-choice'}>
      <input
        id={id}
        type="checkbox"
        className="ui-choice-input"
        aria-describedby={hintId}
        {...inputProps}
      />
      <div>
        <label className="ui-choice-label" htmlFor={id}>
          {label}
        </label>
        {hint && (
          <p id={hintId} className="ui-field-hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
