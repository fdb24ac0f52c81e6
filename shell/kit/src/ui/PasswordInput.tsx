import { useId, useState, type InputHTMLAttributes } from 'react';
import './forms.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
}

/** A labelled password field with a show/hide toggle that keeps the typed value. */
export function PasswordInput({ label, className, ...inputProps }: Props) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input id={id} type={visible ? 'text' : 'password'} {...inputProps} />
        <button
          type="button"
          className="password-toggle"
          aria-pressed={visible}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
