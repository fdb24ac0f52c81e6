import { useEffect, useState } from 'react';
import type { TwoFactorSetup } from '@studio/contracts/two-factor';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import {
  useLoginEnableSecondStepMutation,
  useLoginSetUpSecondStepMutation,
} from '@studio/shell-kit/session-api';
import type { SessionUser } from '@studio/shell-kit/session-user';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { RecoveryCodesNotice } from '../../../components/two-factor/RecoveryCodesNotice';
import { TwoFactorSetupForm } from '../../../components/two-factor/TwoFactorSetupForm';
import { twoFactorMessages as text } from '../../../config/two-factor-messages';

interface Props {
  challenge: string;
  onSignedIn: (user: SessionUser) => void;
}

/**
 * Staff the studio requires to use two-step sign-in, right after their password: the app is set
 * up, the recovery codes shown once, and only then are they signed in.
 */
export function SetUpSecondStep({ challenge, onSignedIn }: Props) {
  const [startSetup, { error: setupError }] = useLoginSetUpSecondStepMutation();
  const [enable] = useLoginEnableSecondStepMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [done, setDone] = useState<{ user: SessionUser; recoveryCodes: string[] } | null>(null);

  useEffect(() => {
    void startSetup({ challenge }).then((result) => {
      if (result.data) setSetup(result.data);
    });
  }, [challenge, startSetup]);

  if (done)
    return <RecoveryCodesNotice codes={done.recoveryCodes} onDone={() => onSignedIn(done.user)} />;

  return (
    <div>
      <p className="form-notice" role="status">
        {text.setUpRequired}
      </p>
      {setupError && (
        <ErrorMessage message={text.setUpFailed} detail={serverErrorMessage(setupError)} />
      )}
      {setup && (
        <TwoFactorSetupForm
          setup={setup}
          onCode={async (code) => {
            const result = await enable({ challenge, code });
            if ('error' in result)
              return { message: text.setUpFailed, detail: serverErrorMessage(result.error) };
            setDone(result.data);
            return null;
          }}
        />
      )}
    </div>
  );
}
