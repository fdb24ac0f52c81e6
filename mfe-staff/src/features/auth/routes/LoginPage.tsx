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

/** /login: email and password; success goes to the person's dashboard. */
export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<{ reason?: string } | null>(null);

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
      const refused = (result.error as { status?: unknown }).status === 403;
      setFailure({ reason: refused ? serverErrorMessage(result.error) : undefined });
      return;
    }
    completeSignIn(result.data);
  };

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
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={isLoading}>
            LOGIN
          </button>
        </div>
        {failure && <ErrorMessage message={messages.loginFailed} detail={failure.reason} />}
      </form>
    </FormCard>
  );
}
