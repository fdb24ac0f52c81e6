import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { paths } from '@studio/shell-kit/paths';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormCard } from '@studio/shell-kit/ui/FormCard';
import { PasswordInput } from '@studio/shell-kit/ui/PasswordInput';
import { messages } from '../../../config/messages';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { useResetPasswordMutation } from '../api/password-reset-api';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

/** Spec section 9: the page goes to /login 3 seconds after a successful reset. */
export const redirectAfterResetMs = 3000;

/** /reset-password/:token: a new password, confirmed, then back to /login. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<{ message: string; detail?: string | undefined } | null>(null);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(paths.login), redirectAfterResetMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword'));
    if (newPassword !== String(form.get('confirmPassword'))) {
      setError({ message: messages.resetPasswordsDoNotMatch });
      return;
    }
    setError(null);
    const result = await resetPassword({ token, newPassword });
    if ('error' in result) {
      console.error('Password reset failed', result.error);
      // The spec's message, and under it why (an expired link, a password too easy to guess).
      setError({ message: messages.resetPasswordFailed, detail: serverErrorMessage(result.error) });
      return;
    }
    setSucceeded(true);
  };

  return (
    <FormCard title="Reset Password">
      {/* The token is in this page's address: never send it on as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      <form onSubmit={(event) => void submit(event)}>
        <NewPasswordInput label="New Password" name="newPassword" />
        <PasswordInput
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
        />
        <FormActions>
          <Button variant="primary" type="submit" disabled={isLoading || succeeded}>
            Reset Password
          </Button>
        </FormActions>
        {succeeded && (
          <p className="success-message" role="status">
            {messages.resetPasswordSucceeded}
          </p>
        )}
        <ErrorMessage message={error?.message} detail={error?.detail} />
      </form>
    </FormCard>
  );
}
