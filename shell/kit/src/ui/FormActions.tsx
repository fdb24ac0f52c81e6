import type { ReactNode } from 'react';
import './tokens.css';
import './button.css';

/** The row of buttons under a form or in a dialog: the main action first, wrapping on a phone. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="ui-form-actions">{children}</div>;
}
