import { useEffect, useRef, useState } from 'react';
import type { QRCodeRenderersOptions } from 'qrcode';

export interface QrCodeProps {
  payload: string;
  /** Read to screen-reader users in place of the picture. */
  label: string;
  options: QRCodeRenderersOptions;
  /** Shown when the code cannot be drawn. */
  failedMessage: string;
  className?: string;
}

/**
 * How a PayNow QR code is drawn: medium error correction (what SGQR codes use), the standard
 * four-module quiet zone, black on white at a size a phone camera reads from across a desk.
 */
export const payNowQrOptions = {
  errorCorrectionLevel: 'M',
  margin: 4,
  width: 264,
  color: { dark: '#000000', light: '#ffffff' },
} as const satisfies QRCodeRenderersOptions;

/**
 * A QR code drawn on a canvas (a PayNow payment, an authenticator app's secret). A canvas, not
 * an image: the site's Content-Security-Policy allows images from its own origin only, not `data:`
 * URLs. The library loads with the first code drawn. No stylesheet of its own: the public pages
 * render it in Node when prerendering, where a CSS import cannot load (the failure reads as the
 * portal's red error message through its class names).
 */
export function QrCode({ payload, label, options, failedMessage, className }: QrCodeProps) {
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

  if (failed)
    return (
      <div className="error-message" role="alert">
        <p>{failedMessage}</p>
      </div>
    );
  return <canvas ref={canvasRef} className={className} role="img" aria-label={label} />;
}
