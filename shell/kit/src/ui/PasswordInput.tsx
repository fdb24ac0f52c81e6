import { useState, type ReactNode } from 'react';
import { Button } from '@studio/shell-kit/ui/Button';
import { Field } from '@studio/shell-kit/ui/Field';
import { Input, type InputProps } from '@studio/shell-kit/ui/Input';
// The older form classes (.form-actions, .button-primary) until every screen uses the controls.
import './forms.css';

interface Props extends Omit<InputProps, 'type' | 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null | undefined;
}

/** A labelled password field with a show/hide toggle that keeps the typed value. */
export function PasswordInput({ label, hint, error, className, ...inputProps }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="ui-password">
          <Input {...inputProps} {...control} type={visible ? 'text' : 'password'} />
          <Button
            className="ui-password-toggle"
            aria-pressed={visible}
            aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
          </Button>
        </div>
      )}
    </Field>
  );
}
