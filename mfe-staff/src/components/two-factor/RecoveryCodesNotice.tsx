import { useEffect, useRef } from 'react';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { twoFactorMessages as text } from '../../config/two-factor-messages';
import './two-factor.css';

/** The ten recovery codes, shown once; the heading takes the focus so the person reads them. */
export function RecoveryCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="two-factor-recovery" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" ref={heading} tabIndex={-1}>
        {text.recoveryCodesTitle}
      </h2>
      <p role="status">{text.turnedOn}</p>
      <p>{text.recoveryCodesIntro}</p>
      <ul className="two-factor-recovery-codes" aria-label={text.recoveryCodesTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <FormActions>
        <Button variant="primary" onClick={onDone}>
          {text.recoveryCodesSaved}
        </Button>
      </FormActions>
    </section>
  );
}
