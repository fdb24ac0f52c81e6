import type { InputHTMLAttributes } from 'react';
import './tokens.css';
import './field.css';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The smaller height that fits a table row. */
  compact?: boolean;
}

/**
 * A bare text, number, date or time input in the portal's look, for a place that names it
 * another way (`aria-label` in a table cell). A field with a visible label is a TextField.
 */
export function Input({ compact = false, className, ...inputProps }: InputProps) {
  const look = compact ? 'ui-input ui-input-compact' : 'ui-input';
  return <input className={className ? `${look} ${className}` : look} {...inputProps} />;
}
