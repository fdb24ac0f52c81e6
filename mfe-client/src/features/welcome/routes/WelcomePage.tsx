import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { paths } from '@studio/shell-kit/paths';
import { useCompleteSignIn } from '@studio/shell-kit/session-hooks';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormCard } from '@studio/shell-kit/ui/FormCard';
import { PasswordInput } from '@studio/shell-kit/ui/PasswordInput';
import { messages } from '../../../config/messages';
import { useAcceptInvitationMutation, useInvitationQuery } from '../api/welcome-api';
import '../welcome.css';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

const minimumPasswordLength = 8;

/**
 * /welcome/:token: the invite's link. It says at once whether the link still works (and why not:
 * used, expired, replaced); the customer sets a password and lands on /me, signed in.
 */
export function WelcomePage() {
  const { token = '' } = useParams();
  const invitation = useInvitationQuery(token);
  const [acceptInvitation, { isLoading }] = useAcceptInvitationMutation();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<{ message: string; reason?: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password.length < minimumPasswordLength) {
      setFailure({ message: messages.passwordTooShort });
      return;
    }
    if (password !== String(form.get('confirmPassword'))) {
      setFailure({ message: messages.passwordsDoNotMatch });
      return;
    }
    setFailure(null);
    const result = await acceptInvitation({ token, password });
    if ('error' in result) {
      setFailure({ message: messages.welcomeFailed, reason: serverErrorMessage(result.error) });
      return;
    }
    completeSignIn(result.data.user);
  };

  return (
    <FormCard title={messages.welcomeTitle}>
      {/* The token is in this page's address: never send it on as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      {invitation.isLoading && (
        <p className="welcome-status" role="status">
          {messages.welcomeChecking}
        </p>
      )}
      {invitation.error && (
        <>
          <ErrorMessage
            message={messages.welcomeLinkFailed}
            detail={serverErrorMessage(invitation.error) ?? null}
          />
          <p>
            <Link to={paths.login}>Go to sign in</Link>
          </p>
        </>
      )}
      {invitation.data && (
        <form onSubmit={(event) => void submit(event)}>
          <p>{messages.welcomeGreeting(invitation.data.name)}</p>
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            minLength={minimumPasswordLength}
            maxLength={128}
            hint={messages.passwordHint}
            required
          />
          <PasswordInput
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            required
          />
          <ErrorMessage message={failure?.message} detail={failure?.reason} />
          <FormActions>
            <Button variant="primary" type="submit" disabled={isLoading}>
              Set password and sign in
            </Button>
          </FormActions>
        </form>
      )}
    </FormCard>
  );
}
