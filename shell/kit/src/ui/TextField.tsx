import type { ReactNode } from 'react';
import { Field } from '@studio/shell-kit/ui/Field';
import { Input, type InputProps } from '@studio/shell-kit/ui/Input';
// The older form classes (.form-actions, .button-primary) until every screen uses the controls.
import './forms.css';

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  label: ReactNode;
  /** A sentence that helps fill the field, shown under it and read with it. */
  hint?: ReactNode;
  /** A sentence saying what is wrong with the value; marks the input invalid and is read with it. */
  error?: string | null | undefined;
}

/** A labelled input (text, email, number, tel, ...) with its hint and error. */
export function TextField({
  label,
  hint,
  error,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} describedBy={describedBy} className={className}>
      {(control) => <Input {...inputProps} {...control} />}
    </Field>
  );
}
