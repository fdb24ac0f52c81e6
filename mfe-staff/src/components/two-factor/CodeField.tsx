import { TextField } from '@studio/shell-kit/ui/TextField';
import { twoFactorMessages as text } from '../../config/two-factor-messages';

/** The 6-digit code of an authenticator app: a numeric keyboard, and the phone may fill it in. */
export function CodeField({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <TextField
      label={text.codeLabel}
      hint={text.codeHint}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      autoFocus={autoFocus}
    />
  );
}
