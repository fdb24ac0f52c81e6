import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { paths } from '@studio/shell-kit/paths';
import { useLoginMutation } from '@studio/shell-kit/session-api';
import { useCompleteSignIn } from '@studio/shell-kit/session-hooks';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormCard } from '@studio/shell-kit/ui/FormCard';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { messages } from '../../../config/messages';
import { twoFactorMessages } from '../../../config/two-factor-messages';
import { SecondStepForm } from '../components/SecondStepForm';
import { SetUpSecondStep } from '../components/SetUpSecondStep';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

/**
 * /login: email and password; success goes to the person's dashboard. An account with two-step
 * sign-in is then asked for its code; staff the studio requires to use it set it up first.
 */
export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<{ reason?: string } | null>(null);
  const [nextStep, setNextStep] = useState<{ kind: 'code' | 'setUp'; challenge: string } | null>(
    null,
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await login({
      email: String(form.get('email')),
      password: String(form.get('password')),
    });
    if ('error' in result) {
      // The spec shows one fixed message and only logs the server's answer; an account that
      // waits for approval (or was turned down) is told why, under it (403, issue 16).
      console.error('Login failed', result.error);
      // A 429 (too many attempts) says how long to wait.
      const status = (result.error as { status?: unknown }).status;
      const explained = status === 403 || status === 429;
      setFailure({ reason: explained ? serverErrorMessage(result.error) : undefined });
      return;
    }
    if (result.data.outcome === 'signedIn') completeSignIn(result.data.user);
    else setNextStep({ kind: result.data.outcome, challenge: result.data.challenge });
  };

  if (nextStep) {
    return (
      <FormCard title={twoFactorMessages.codeStepTitle}>
        {nextStep.kind === 'code' ? (
          <SecondStepForm challenge={nextStep.challenge} onSignedIn={completeSignIn} />
        ) : (
          <SetUpSecondStep challenge={nextStep.challenge} onSignedIn={completeSignIn} />
        )}
      </FormCard>
    );
  }

  return (
    <FormCard title="Login">
      {/* POST, so a submit that reaches the server without the app never puts the password in a URL. */}
      <form method="post" onSubmit={(event) => void submit(event)}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Link className="form-link" to={paths.forgotPassword}>
          Forgot Password?
        </Link>
        <FormActions>
          <Button variant="primary" type="submit" disabled={isLoading}>
            LOGIN
          </Button>
        </FormActions>
        {failure && <ErrorMessage message={messages.loginFailed} detail={failure.reason} />}
      </form>
    </FormCard>
  );
}
