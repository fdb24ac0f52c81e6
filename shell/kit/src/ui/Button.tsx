import type { ButtonHTMLAttributes } from 'react';
import './tokens.css';
import './button.css';

/**
 * - `primary`: the one main action of a form or screen (LOGIN, Schedule Training, Submit).
 * - `secondary`: every other action (Cancel, Clear Filters, Edit, Show reports).
 * - `danger`: an action that deletes or refuses (Delete, Revoke, Decline).
 * - `quiet`: a low-key action beside content (Try again in a list, + Show More).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

/** `md` for forms and toolbars (a 44 px tap target), `sm` inside table rows and lists. */
export type ButtonSize = 'md' | 'sm';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The class names of a button's look, for an element that must look like one (a router Link). */
export function buttonClassName({ variant = 'secondary', size = 'md' }: ButtonLook = {}): string {
  return `ui-button ui-button-${variant} ui-button-${size}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {}

/**
 * The portal's button. `type` defaults to `button`, so only a button that says `type="submit"`
 * submits its form. Its accessible name is its text (or `aria-label`), as with any button.
 */
export function Button({ variant, size, type = 'button', className, ...buttonProps }: ButtonProps) {
  const look = buttonClassName({ variant, size });
  return (
    <button type={type} className={className ? `${look} ${className}` : look} {...buttonProps} />
  );
}
