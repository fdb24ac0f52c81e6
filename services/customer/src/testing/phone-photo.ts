import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Strings written into the test photo's metadata, so a test can show none of them survives. */
export const phonePhotoMarkers = { make: 'StudioTestPhone', gpsDatum: 'STUDIO-TEST-DATUM' };

/**
 * A phone camera's photo for tests and the bench, made at run time (never committed): 4032 × 3024
 * like a 12 MP phone, colour shapes at several sizes (which survive shrinking, as a real scene's
 * do) under sensor grain, about 6 MB as a JPEG, with EXIF (camera) and GPS tags like a phone
 * writes. Each call's bytes differ.
 */
export async function phonePhoto({
  width = 4032,
  height = 3024,
  grain = 56,
  quality = 92,
}: { width?: number; height?: number; grain?: number; quality?: number } = {}): Promise<Buffer> {
  const channels = 3;
  const scene = await sharp(
    randomBytes(Math.ceil(width / 48) * Math.ceil(height / 48) * channels),
    {
      raw: { width: Math.ceil(width / 48), height: Math.ceil(height / 48), channels },
    },
  )
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  const noise = randomBytes(scene.length);
  for (let i = 0; i < scene.length; i++) {
    scene[i] = Math.max(0, Math.min(255, scene[i]! + ((noise[i]! * grain) >> 8) - (grain >> 1)));
  }
  return sharp(scene, { raw: { width, height, channels } })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .withExif({
      IFD0: { Make: phonePhotoMarkers.make, Model: 'Test 12', Software: 'Camera 1.0' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '1/1 17/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '103/1 51/1 1200/100',
        GPSMapDatum: phonePhotoMarkers.gpsDatum,
      },
    })
    .toBuffer();
}
