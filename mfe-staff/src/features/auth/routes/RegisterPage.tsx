import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { UserRole } from '@studio/contracts/auth';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { paths } from '@studio/shell-kit/paths';
import { useRegisterMutation } from '@studio/shell-kit/session-api';
import { useCompleteSignIn } from '@studio/shell-kit/session-hooks';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormCard } from '@studio/shell-kit/ui/FormCard';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { messages } from '../../../config/messages';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { RoleSelect } from '../../../components/RoleSelect';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

/**
 * /register: NAME, EMAIL ADDRESS, PASSWORD, SELECT ROLE; success goes to the person's dashboard,
 * or, when the studio's admins approve new trainers first, says so in place of the form.
 */
export function RegisterPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<{ reason?: string } | null>(null);
  const [pending, setPending] = useState(false);
  const pendingNotice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The form is gone: the message takes the focus, so keyboard and screen reader users land on it.
    if (pending) pendingNotice.current?.focus();
  }, [pending]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await register({
      name: String(form.get('name')),
      email: String(form.get('email')),
      password: String(form.get('password')),
      role: String(form.get('role')) as UserRole,
    });
    if ('error' in result) {
      console.error('Registration failed', result.error);
      setFailure({ reason: serverErrorMessage(result.error) });
      return;
    }
    if (result.data.outcome === 'pending') {
      setPending(true);
      return;
    }
    completeSignIn(result.data.user);
  };

  if (pending) {
    return (
      <FormCard title="Register">
        <p ref={pendingNotice} role="status" className="form-notice" tabIndex={-1}>
          {messages.registrationPending}
        </p>
        <Link className="form-link" to={paths.login}>
          Go to login
        </Link>
      </FormCard>
    );
  }

  return (
    <FormCard title="Register">
      <form onSubmit={(event) => void submit(event)}>
        <TextField label="NAME" name="name" autoComplete="name" required />
        <TextField label="EMAIL ADDRESS" name="email" type="email" autoComplete="email" required />
        <NewPasswordInput label="PASSWORD" name="password" />
        <RoleSelect label="SELECT ROLE" name="role" />
        <FormActions>
          <Button variant="primary" type="submit" disabled={isLoading}>
            REGISTER
          </Button>
        </FormActions>
        {failure && <ErrorMessage message={messages.registrationFailed} detail={failure.reason} />}
      </form>
    </FormCard>
  );
}
