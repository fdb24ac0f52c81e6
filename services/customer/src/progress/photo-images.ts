import { unreadablePhotoMessage } from '@studio/contracts/progress-photos';
import { badRequest } from '@studio/service-kit/errors';
import sharp from 'sharp';

// Each photo is read once: libvips' operation cache would only hold memory between uploads.
sharp.cache(false);

/**
 * How many photos are processed at once. libvips already spreads one image over the cores, so more
 * at once only holds more decoded photos in memory; the rest wait their turn.
 */
export const photoProcessingSlots = 2;

/** The kept photo: its long side at most this many pixels, JPEG. */
export const photoLongSide = 1600;
/** Thumbnails: 3:4 portrait, the shape of a person standing. */
export const thumbWidth = 320;
export const thumbHeight = 427;
/** The bench's budget for one thumbnail; quality steps down until it fits. */
export const thumbMaxBytes = 40 * 1024;
const thumbQualities = [72, 60, 48, 36, 24];
/** A 12 MP phone photo is 12 million pixels; anything far beyond is not a phone photo. */
const maxInputPixels = 60_000_000;
const acceptedFormats = new Set(['jpeg', 'png']);

export interface StoredPhotoImages {
  image: Buffer;
  thumb: Buffer;
}

/**
 * Reads the upload's bytes (never its name or claimed type): a JPEG or PNG is turned upright by its
 * EXIF orientation, resized, and written again without any metadata (EXIF, GPS, XMP, ICC: sharp
 * writes none unless asked; raw pixels carry none), with a WebP thumbnail of at most 40 KB.
 * Anything else is a 400.
 */
export async function storedPhotoImages(upload: Buffer): Promise<StoredPhotoImages> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: maxInputPixels }).metadata()).format;
  } catch {
    throw badRequest(unreadablePhotoMessage);
  }
  if (!format || !acceptedFormats.has(format)) throw badRequest(unreadablePhotoMessage);
  try {
    // One decode (JPEG shrink-on-load where it can), then both copies from the resized pixels.
    const upright = await sharp(upload, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({
        width: photoLongSide,
        height: photoLongSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // A transparent PNG's see-through parts become white, not black, in the JPEG.
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: upright.info };
    const [image, thumb] = await Promise.all([
      sharp(upright.data, pixels).jpeg({ quality: 80 }).toBuffer(),
      thumbnailOf(
        await sharp(upright.data, pixels)
          .resize({ width: thumbWidth, height: thumbHeight, fit: 'cover' })
          .raw()
          .toBuffer({ resolveWithObject: true }),
      ),
    ]);
    return { image, thumb };
  } catch {
    throw badRequest(unreadablePhotoMessage);
  }
}

/** The WebP thumbnail, its quality stepped down until it fits `thumbMaxBytes`. */
async function thumbnailOf(resized: { data: Buffer; info: sharp.OutputInfo }): Promise<Buffer> {
  let thumb: Buffer = Buffer.alloc(0);
  for (const quality of thumbQualities) {
    thumb = await sharp(resized.data, { raw: resized.info }).webp({ quality }).toBuffer();
    if (thumb.length <= thumbMaxBytes) break;
  }
  return thumb;
}
