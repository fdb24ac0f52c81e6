import { useId, type ReactNode } from 'react';
import './tokens.css';
import './field.css';

/** What a field gives its control: spread it on the input, select or text area. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  /** The visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** A sentence that helps fill the field, shown under it and read with it. */
  hint?: ReactNode;
  /** What is wrong with the value: marks the control invalid and is read with it. */
  error?: string | null | undefined;
  /** More ids of text that describes the control (read after the hint and the error). */
  describedBy?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, a control, its hint and its error, wired together: the label names the control,
 * the hint and the error describe it (`aria-describedby`) and an error sets `aria-invalid`.
 * The fields (TextField, SelectField, DateField, ...) are built on it; use it directly for a
 * control of your own:
 *
 *   <Field label="Colour" hint="As on the card">{(control) => <input {...control} />}</Field>
 */
export function Field({ label, hint, error, describedBy, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [hintId, errorId, describedBy].filter(Boolean).join(' ');
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label className="ui-field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint && (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
