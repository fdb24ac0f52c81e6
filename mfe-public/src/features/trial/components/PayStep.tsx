import type { TrialHold } from '@studio/contracts/trial';
import { payNowQrOptions, QrCode } from '@studio/shell-kit/ui/QrCode';
import type { Slot } from '@studio/contracts/availability';
import { trialMessages } from '../config/trial-copy';
import { formatTime, formatWhen } from '../utils/slot-days';

interface Props {
  hold: TrialHold;
  slot: Slot;
}

/** Step 5: the $100 PayNow code of the hold, its reference in words, and how long it is held. */
export function PayStep({ hold, slot }: Props) {
  const { payload, reference } = hold.paynow;
  return (
    <>
      <p>{trialMessages.yourTrial(formatWhen(slot.start), slot.trainer.name)}</p>
      <p>{trialMessages.payIntro}</p>
      <div className="pub-trial__qr">
        <QrCode
          payload={payload}
          label={trialMessages.qrLabel(reference)}
          options={payNowQrOptions}
          failedMessage={trialMessages.qrFailed}
          className="pub-trial__qr-canvas"
        />
      </div>
      <p className="pub-trial__amount">{trialMessages.amount}</p>
      <p className="pub-trial__reference">
        {trialMessages.reference}: <strong>{reference}</strong>
      </p>
      <p className="pub-trial__hint">{trialMessages.referenceHint}</p>
      <p className="pub-trial__notice">{trialMessages.heldUntil(formatTime(hold.expiresAt))}</p>
    </>
  );
}
