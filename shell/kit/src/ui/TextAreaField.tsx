import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from '@studio/shell-kit/ui/Field';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
}

/** A labelled text area for a note or a message, with its hint and error. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  'aria-describedby': describedBy,
  ...textAreaProps
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} describedBy={describedBy} className={className}>
      {(control) => <textarea className="ui-input ui-textarea" {...textAreaProps} {...control} />}
    </Field>
  );
}
