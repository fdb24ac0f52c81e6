import Type from 'typebox';
import { BusinessDate } from './customers.js';

/**
 * Progress photos (issue 30): front, side and back on a date, uploaded from a phone by staff or the
 * customer as multipart (`file`, `pose`, `date`). The service keeps a resized copy and a thumbnail,
 * stripped of metadata, and serves them only to the customer, their trainer and admins.
 */

export const photoPoses = ['front', 'side', 'back'] as const;
export const PhotoPose = Type.Union([
  Type.Literal('front'),
  Type.Literal('side'),
  Type.Literal('back'),
]);
export type PhotoPose = Type.Static<typeof PhotoPose>;

/** The largest upload accepted, in bytes (a phone's full-resolution JPEG is 3 to 8 MB). */
export const maxPhotoUploadBytes = 10 * 1024 * 1024;

/** The multipart form's fields besides `file` (checked by the service with this schema). */
export const PhotoUploadFields = Type.Object(
  { pose: PhotoPose, date: BusinessDate },
  { additionalProperties: false },
);
export type PhotoUploadFields = Type.Static<typeof PhotoUploadFields>;

/** What the OpenAPI document shows of the upload: a multipart form. */
export const PhotoUploadForm = Type.Object(
  {
    file: Type.String({ format: 'binary', description: 'A JPEG or PNG, at most 10 MB' }),
    pose: PhotoPose,
    date: BusinessDate,
  },
  { additionalProperties: false },
);

export const ProgressPhoto = Type.Object({
  _id: Type.String(),
  date: BusinessDate,
  pose: PhotoPose,
  /** The photo (JPEG, at most 1600 px on its long side); needs a session of someone allowed to see it. */
  url: Type.String(),
  /** A small copy (WebP, 320 px wide, at most 40 KB) for lists. */
  thumbUrl: Type.String(),
});
export type ProgressPhoto = Type.Static<typeof ProgressPhoto>;

/** `GET .../photos`: newest date first, then front, side, back. */
export const ProgressPhotoList = Type.Object({ items: Type.Array(ProgressPhoto) });
export type ProgressPhotoList = Type.Static<typeof ProgressPhotoList>;

export const PhotoParams = Type.Object(
  { photoId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const photoUrl = (photoId: string) => `/api/photos/${photoId}`;
export const photoThumbUrl = (photoId: string) => `/api/photos/${photoId}/thumb`;

export const unreadablePhotoMessage =
  'file must be a JPEG or PNG photo (HEIC is not read here: choose "Most Compatible" in the camera settings, or share the photo as JPEG).';
export const photoTooLargeMessage = 'file is too large: a photo may be at most 10 MB.';
export const missingPhotoFileMessage = 'Missing required field: file';
