import { PasswordInput } from '@studio/shell-kit/ui/PasswordInput';
import { passwordHint } from '../config/messages';

/**
 * A field for a password being chosen (register, reset, change, an admin adding an account): it
 * says the rule under it; the server refuses a guessable one and says why.
 */
export function NewPasswordInput({ label, name }: { label: string; name: string }) {
  return (
    <PasswordInput
      label={label}
      name={name}
      autoComplete="new-password"
      hint={passwordHint}
      required
    />
  );
}
