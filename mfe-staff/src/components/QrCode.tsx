import { useEffect, useRef, useState } from 'react';
import type { QRCodeRenderersOptions } from 'qrcode';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';

interface Props {
  payload: string;
  /** Read to screen-reader users in place of the picture. */
  label: string;
  options: QRCodeRenderersOptions;
  /** Shown when the code cannot be drawn. */
  failedMessage: string;
  className?: string;
}

/**
 * A QR code drawn on a canvas (the PayNow payment, an authenticator app's secret). A canvas, not
 * an image: the site's Content-Security-Policy allows images from its own origin only, not `data:`
 * URLs. The library loads with the first code drawn.
 */
export function QrCode({ payload, label, options, failedMessage, className }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setFailed(false);
    import('qrcode')
      .then(({ toCanvas }) => toCanvas(canvas, payload, options))
      .catch((error: unknown) => {
        console.error('Drawing a QR code failed', error);
        setFailed(true);
      });
  }, [payload, options]);

  if (failed) return <ErrorMessage message={failedMessage} />;
  return <canvas ref={canvasRef} className={className} role="img" aria-label={label} />;
}
