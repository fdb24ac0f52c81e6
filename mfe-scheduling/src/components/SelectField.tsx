import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import './select-field.css';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  children: ReactNode;
}

/**
 * A labelled select whose accessible name is only its label (a wrapping label would add the
 * chosen option's text to it).
 */
export function SelectField({ label, className, children, ...select }: Props) {
  const id = useId();
  return (
    <div className={className ?? 'select-field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {children}
      </select>
    </div>
  );
}
