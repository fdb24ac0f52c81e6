import type { Locator } from 'playwright-core';
import jsQRModule from 'jsqr';

// jsqr is CommonJS: under NodeNext its function is the default export's `default`.
const jsQR = jsQRModule.default;

/** The text of the QR code a canvas shows, decoded from its pixels as a phone's camera would; null when none is found. */
export async function decodedQrCode(canvas: Locator): Promise<string | null> {
  const image = await canvas.evaluate((element) => {
    const drawn = element as HTMLCanvasElement;
    const pixels = drawn.getContext('2d')!.getImageData(0, 0, drawn.width, drawn.height);
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
  });
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
}
