// @vitest-environment node
import { crc16Ccitt, emvcoFields } from '@studio/contracts/emvco';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { toBuffer } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { payNowQrOptions } from '@studio/shell-kit/ui/QrCode';

// What GET /api/paynow answers for $650 to the UEN 201912345K (the payment service's tests build it).
const payload =
  '00020101021226370009SG.PAYNOW010120210201912345K030105204000053037025406650.005802SG5916Apex Body Studio6009Singapore62230119TANMEILING-7KQ2XPMA63049CD4';

describe('the PayNow QR code as drawn', () => {
  it('decodes, as a PNG of the modal’s drawing options, to the payload with its fields and a correct CRC', async () => {
    // The modal draws on a canvas with these options; the PNG renderer shares the library's drawing code.
    const png = PNG.sync.read(await toBuffer(payload, { ...payNowQrOptions, type: 'png' }));
    expect(png.width).toBe(payNowQrOptions.width);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(payload);

    const fields = emvcoFields(decoded!.data);
    expect(Object.fromEntries(emvcoFields(fields.get('26')!))).toEqual({
      '00': 'SG.PAYNOW',
      '01': '2',
      '02': '201912345K',
      '03': '0',
    });
    expect(fields.get('53')).toBe('702');
    expect(fields.get('54')).toBe('650.00');
    expect(fields.get('59')).toBe('Apex Body Studio');
    expect(emvcoFields(fields.get('62')!).get('01')).toBe('TANMEILING-7KQ2XPMA');
    expect(fields.get('63')).toBe(crc16Ccitt(decoded!.data.slice(0, -4)));
  });
});
