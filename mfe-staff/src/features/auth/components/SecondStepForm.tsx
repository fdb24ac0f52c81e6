import { useState, type FormEvent } from 'react';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { useLoginSecondStepMutation } from '@studio/shell-kit/session-api';
import type { SessionUser } from '@studio/shell-kit/session-user';
import { Button } from '@studio/shell-kit/ui/Button';
import { CheckboxField } from '@studio/shell-kit/ui/CheckboxField';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { CodeField } from '../../../components/two-factor/CodeField';
import { twoFactorMessages as text } from '../../../config/two-factor-messages';

interface Props {
  challenge: string;
  onSignedIn: (user: SessionUser) => void;
}

/** After the password: a code from the app, or a recovery code, and "remember this device". */
export function SecondStepForm({ challenge, onSignedIn }: Props) {
  const [sendStep, { isLoading }] = useLoginSecondStepMutation();
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = String(form.get('code'));
    const result = await sendStep({
      challenge,
      ...(withRecoveryCode ? { recoveryCode: typed } : { code: typed }),
      rememberDevice: form.get('rememberDevice') === 'on',
    });
    if ('error' in result) {
      setFailure(serverErrorMessage(result.error) ?? text.stepFailed);
      return;
    }
    onSignedIn(result.data);
  };

  return (
    <form method="post" onSubmit={(event) => void submit(event)} aria-label={text.codeStepTitle}>
      <p>{text.codeStepIntro}</p>
      {withRecoveryCode ? (
        <TextField
          key="recovery"
          label={text.recoveryCodeLabel}
          hint={text.recoveryCodeHint}
          name="code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
        />
      ) : (
        <CodeField key="app" autoFocus />
      )}
      <CheckboxField
        label={text.rememberDevice}
        hint={text.rememberDeviceHint}
        name="rememberDevice"
      />
      <FormActions>
        <Button type="submit" variant="primary" disabled={isLoading}>
          {text.verify}
        </Button>
        <Button
          variant="quiet"
          onClick={() => {
            setFailure(null);
            setWithRecoveryCode((recovery) => !recovery);
          }}
        >
          {withRecoveryCode ? text.useAppCode : text.useRecoveryCode}
        </Button>
      </FormActions>
      <ErrorMessage message={failure} />
    </form>
  );
}
