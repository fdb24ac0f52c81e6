import { useState, type FormEvent } from 'react';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { PasswordInput } from '@studio/shell-kit/ui/PasswordInput';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { messages } from '../../../config/messages';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { useChangePasswordMutation } from '../api/change-password-api';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

interface Props {
  onChanged: (message: string) => void;
  onCancel: () => void;
}

/**
 * Old, new and confirmed password. Mismatching new passwords are refused without a call; success
 * hands the server's message up (the parent closes and so clears the panel).
 */
export function ChangePasswordPanel({ onChanged, onCancel }: Props) {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [error, setError] = useState<{ message: string; detail?: string | undefined } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword'));
    if (newPassword !== String(form.get('confirmPassword'))) {
      setError({ message: messages.newPasswordsDoNotMatch });
      return;
    }
    const result = await changePassword({
      oldPassword: String(form.get('oldPassword')),
      newPassword,
    });
    if ('error' in result) {
      console.error('Password change failed', result.error);
      // The spec's message, and under it why (a wrong old password, a password too easy to guess).
      setError({
        message: messages.passwordUpdateFailed,
        detail: serverErrorMessage(result.error),
      });
      return;
    }
    onChanged(result.data.message || messages.passwordUpdated);
  };

  return (
    <form
      className="change-password-panel"
      aria-label="Change Password"
      onSubmit={(event) => void submit(event)}
    >
      <PasswordInput
        label="Old Password"
        name="oldPassword"
        autoComplete="current-password"
        required
      />
      <NewPasswordInput label="New Password" name="newPassword" />
      <PasswordInput
        label="Confirm New Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
      />
      <FormActions>
        <Button variant="primary" type="submit" disabled={isLoading}>
          Submit
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </FormActions>
      <ErrorMessage message={error?.message} detail={error?.detail} />
    </form>
  );
}
