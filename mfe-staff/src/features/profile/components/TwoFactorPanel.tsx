import { useState, type FormEvent } from 'react';
import type { Profile } from '@studio/contracts/auth';
import type { TwoFactorSetup } from '@studio/contracts/two-factor';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { Button } from '@studio/shell-kit/ui/Button';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { CodeField } from '../../../components/two-factor/CodeField';
import { RecoveryCodesNotice } from '../../../components/two-factor/RecoveryCodesNotice';
import { TwoFactorSetupForm } from '../../../components/two-factor/TwoFactorSetupForm';
import { twoFactorMessages as text } from '../../../config/two-factor-messages';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useSetUpTwoFactorMutation,
} from '../api/two-factor-api';

type Stage =
  | { kind: 'idle' }
  | { kind: 'setting-up'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turning-off' };

/** The profile's two-step sign-in: its state, setting it up (QR, code, recovery codes), turning it off. */
export function TwoFactorPanel({ profile }: { profile: Profile }) {
  const [setUp, { isLoading: startingSetup }] = useSetUpTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  const [disable, { isLoading: turningOff }] = useDisableTwoFactorMutation();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [failure, setFailure] = useState<{ message: string; detail?: string | undefined } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    setNotice(null);
    const result = await setUp();
    if ('error' in result)
      setFailure({ message: text.setUpFailed, detail: serverErrorMessage(result.error) });
    else setStage({ kind: 'setting-up', setup: result.data });
  };

  const turnOff = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code'));
    const result = await disable({ code });
    if ('error' in result) {
      setFailure({ message: text.turnOffFailed, detail: serverErrorMessage(result.error) });
      return;
    }
    setFailure(null);
    setStage({ kind: 'idle' });
    setNotice(text.turnedOff);
  };

  return (
    <section className="two-factor-panel" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">{text.profileHeading}</h2>
      {stage.kind === 'codes' ? (
        <RecoveryCodesNotice codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />
      ) : stage.kind === 'setting-up' ? (
        <TwoFactorSetupForm
          setup={stage.setup}
          onCancel={() => setStage({ kind: 'idle' })}
          onCode={async (code) => {
            const result = await enable({ code });
            if ('error' in result)
              return { message: text.setUpFailed, detail: serverErrorMessage(result.error) };
            setStage({ kind: 'codes', codes: result.data.recoveryCodes });
            return null;
          }}
        />
      ) : stage.kind === 'turning-off' ? (
        <form aria-label={text.turnOff} onSubmit={(event) => void turnOff(event)}>
          <p>{text.turnOffIntro}</p>
          <CodeField autoFocus />
          <FormActions>
            <Button type="submit" variant="danger" disabled={turningOff}>
              {text.turnOff}
            </Button>
            <Button onClick={() => setStage({ kind: 'idle' })}>{text.cancel}</Button>
          </FormActions>
        </form>
      ) : (
        <>
          <p>{profile.twoFactorEnabled ? text.profileOn : text.profileOff}</p>
          {!profile.twoFactorEnabled && profile.twoFactorRequired && <p>{text.profileRequired}</p>}
          {notice && <p role="status">{notice}</p>}
          <FormActions>
            {profile.twoFactorEnabled ? (
              <Button onClick={() => setStage({ kind: 'turning-off' })}>{text.turnOff}</Button>
            ) : (
              <Button onClick={() => void start()} disabled={startingSetup}>
                {text.setUp}
              </Button>
            )}
          </FormActions>
        </>
      )}
      <ErrorMessage message={failure?.message} detail={failure?.detail} />
    </section>
  );
}
