import { useId, type InputHTMLAttributes } from 'react';
import './forms.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
}

/** A labelled input in the site's form layout. */
export function TextField({ label, className, ...inputProps }: Props) {
  const id = useId();
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...inputProps} />
    </div>
  );
}
