import type { SelectHTMLAttributes } from 'react';
import './tokens.css';
import './field.css';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The smaller height that fits a table row. */
  compact?: boolean;
}

/**
 * A bare select in the portal's look, for a place that names it another way (`aria-label` in a
 * table cell). A select with a visible label is a SelectField.
 */
export function Select({ compact = false, className, ...selectProps }: SelectProps) {
  const look = compact ? 'ui-input ui-select ui-input-compact' : 'ui-input ui-select';
  return <select className={className ? `${look} ${className}` : look} {...selectProps} />;
}
