import { payNowQrOptions, QrCode } from '@studio/shell-kit/ui/QrCode';
import { customerMessages } from '../config/messages';

interface Props {
  payload: string;
  /** Read to screen-reader users in place of the picture. */
  label: string;
}

/** The PayNow QR code of one payment, drawn from its payload. */
export function PayNowQrCode({ payload, label }: Props) {
  return (
    <QrCode
      payload={payload}
      label={label}
      options={payNowQrOptions}
      failedMessage={customerMessages.payNowQrDrawFailed}
      className="paynow-qr"
    />
  );
}
