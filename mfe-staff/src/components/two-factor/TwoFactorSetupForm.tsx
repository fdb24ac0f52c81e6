import { useState, type FormEvent } from 'react';
import type { TwoFactorSetup } from '@studio/contracts/two-factor';
import { Button } from '@studio/shell-kit/ui/Button';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { twoFactorMessages as text } from '../../config/two-factor-messages';
import { QrCode } from '@studio/shell-kit/ui/QrCode';
import { CodeField } from './CodeField';
import './two-factor.css';

interface Props {
  setup: TwoFactorSetup;
  /** Sends the typed code; resolves to what went wrong, or null when two-step sign-in is on. */
  onCode: (code: string) => Promise<{ message: string; detail?: string | undefined } | null>;
  onCancel?: () => void;
}

const qrOptions = { errorCorrectionLevel: 'M', margin: 4, width: 216 } as const;

/** The new secret as a QR code and as a key to type, and the code that proves the app has it. */
export function TwoFactorSetupForm({ setup, onCode, onCancel }: Props) {
  const [failure, setFailure] = useState<{ message: string; detail?: string | undefined } | null>(
    null,
  );
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setFailure(await onCode(String(new FormData(event.currentTarget).get('code'))));
    setSending(false);
  };

  return (
    <form className="two-factor-setup" onSubmit={(event) => void submit(event)}>
      <p>{text.scanIntro}</p>
      <QrCode
        payload={setup.otpauthUrl}
        label={text.qrLabel}
        options={qrOptions}
        failedMessage={text.qrDrawFailed}
        className="two-factor-qr"
      />
      <p>
        {text.keyLabel}:{' '}
        <code className="two-factor-key">{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
      </p>
      <CodeField />
      <FormActions>
        <Button type="submit" variant="primary" disabled={sending}>
          {text.turnOn}
        </Button>
        {onCancel && <Button onClick={onCancel}>{text.cancel}</Button>}
      </FormActions>
      <ErrorMessage message={failure?.message} detail={failure?.detail} />
    </form>
  );
}
