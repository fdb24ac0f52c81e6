import { publishedImageHeight, publishedImageWidths } from '@studio/contracts/published-results';
import sharp from 'sharp';

/**
 * The public picture of a published pair, drawn like the gallery's own pictures: 4:3, before on
 * the left, after on the right, each half cropped to fill it, WebP at each gallery width. Made from
 * the stored (already metadata-free) photos.
 */
export async function resultImages(before: Buffer, after: Buffer): Promise<Map<number, Buffer>> {
  const largest = Math.max(...publishedImageWidths);
  const height = publishedImageHeight(largest);
  const half = largest / 2;
  const halves = await Promise.all(
    [before, after].map((photo) =>
      sharp(photo).resize({ width: half, height, fit: 'cover', position: 'top' }).toBuffer(),
    ),
  );
  const composed = await sharp({
    create: { width: largest, height, channels: 3, background: '#ffffff' },
  })
    .composite([
      { input: halves[0]!, left: 0, top: 0 },
      { input: halves[1]!, left: half, top: 0 },
    ])
    .png()
    .toBuffer();
  const images = new Map<number, Buffer>();
  for (const width of publishedImageWidths) {
    images.set(
      width,
      await sharp(composed)
        .resize({ width, height: publishedImageHeight(width) })
        .webp({ quality: 75 })
        .toBuffer(),
    );
  }
  return images;
}
