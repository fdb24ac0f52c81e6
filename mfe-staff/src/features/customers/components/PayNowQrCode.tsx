import { useEffect, useRef, useState } from 'react';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { customerMessages } from '../config/messages';
import { drawPayNowQrCode } from '../utils/paynow-qr-code';

interface Props {
  payload: string;
  /** Read to screen-reader users in place of the picture. */
  label: string;
}

/** The PayNow QR code of one payment, drawn from its payload. */
export function PayNowQrCode({ payload, label }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setFailed(false);
    drawPayNowQrCode(canvas, payload).catch((error: unknown) => {
      console.error('Drawing the PayNow QR code failed', error);
      setFailed(true);
    });
  }, [payload]);

  if (failed) return <ErrorMessage message={customerMessages.payNowQrDrawFailed} />;
  return <canvas ref={canvasRef} className="paynow-qr" role="img" aria-label={label} />;
}
