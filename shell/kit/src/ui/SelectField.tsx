import type { ReactNode } from 'react';
import { Field } from '@studio/shell-kit/ui/Field';
import { Select, type SelectProps } from '@studio/shell-kit/ui/Select';

export interface SelectFieldProps extends Omit<SelectProps, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** The `<option>`s. */
  children: ReactNode;
}

/**
 * A labelled select. Its accessible name is its label alone (a label wrapped around the select
 * would add the chosen option's text to it).
 */
export function SelectField({
  label,
  hint,
  error,
  className,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} describedBy={describedBy} className={className}>
      {(control) => <Select {...selectProps} {...control} />}
    </Field>
  );
}
