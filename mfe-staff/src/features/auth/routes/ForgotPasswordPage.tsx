import { useState, type FormEvent } from 'react';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormCard } from '@studio/shell-kit/ui/FormCard';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { messages } from '../../../config/messages';
import { useForgotPasswordMutation } from '../api/password-reset-api';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/** /forgotpassword: one email field; the server's answer in green, or its error in red. */
export function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    const result = await forgotPassword({ email });
    if ('error' in result) {
      console.error('Forgot password failed', result.error);
      setOutcome({
        kind: 'failed',
        message: serverErrorMessage(result.error) ?? messages.forgotPasswordFailed,
      });
      return;
    }
    setOutcome({ kind: 'sent', message: result.data.message || messages.forgotPasswordSent });
  };

  return (
    <FormCard title="Forgot Password">
      <form onSubmit={(event) => void submit(event)}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <FormActions>
          <Button variant="primary" type="submit" disabled={isLoading}>
            Submit
          </Button>
        </FormActions>
        {outcome?.kind === 'sent' && (
          <p className="success-message" role="status">
            {outcome.message}
          </p>
        )}
        {outcome?.kind === 'failed' && <ErrorMessage message={outcome.message} />}
      </form>
    </FormCard>
  );
}
