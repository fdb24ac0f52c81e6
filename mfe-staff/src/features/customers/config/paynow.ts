import standInQrCode from '../assets/paynow-qr.svg';

/**
 * The studio's PayNow QR code shown in step 1 of the payment modal. The file in `assets/` is a
 * stand-in: replace it with the QR image the studio's bank issued (same name), and rebuild.
 */
export const payNow = {
  qrImageUrl: standInQrCode,
  qrImageAlt: 'PayNow QR code of the studio',
} as const;
