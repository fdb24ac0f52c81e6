import type { QRCodeRenderersOptions } from 'qrcode';

/**
 * How the PayNow QR code is drawn: medium error correction (what SGQR codes use), the standard
 * four-module quiet zone, black on white at a size a phone camera reads from across a desk.
 */
export const payNowQrOptions = {
  errorCorrectionLevel: 'M',
  margin: 4,
  width: 264,
  color: { dark: '#000000', light: '#ffffff' },
} as const satisfies QRCodeRenderersOptions;
