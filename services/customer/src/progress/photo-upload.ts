import {
  maxPhotoUploadBytes,
  missingPhotoFileMessage,
  PhotoUploadFields,
  photoTooLargeMessage,
} from '@studio/contracts/progress-photos';
import { badRequest, HttpError } from '@studio/service-kit/errors';
import { validationMessage } from '@studio/service-kit/validation-message';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { Value } from 'typebox/value';

export const notMultipartMessage =
  'Send the photo as multipart/form-data with the fields file, pose and date.';

/** What @fastify/multipart is told: one file, a few short fields, nothing larger than a photo. */
export const photoUploadLimits = {
  fileSize: maxPhotoUploadBytes,
  files: 1,
  fields: 4,
  fieldSize: 200,
  parts: 6,
};

export interface PhotoUpload {
  file: Buffer;
  fields: PhotoUploadFields;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads the multipart form: the `file` part whole (at most 10 MB, else 413) and the fields, checked
 * against `PhotoUploadFields` (400 naming the field). The file's name and claimed type are ignored:
 * only its bytes say what it is (photo-images.ts).
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw new HttpError(415, notMultipartMessage);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: photoUploadLimits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file' || file) throw badRequest(`Unknown field: ${part.fieldname}`);
        file = bytes;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new HttpError(413, photoTooLargeMessage);
    if (error instanceof HttpError) throw error;
    throw badRequest(`The photo upload could not be read: ${(error as Error).message}`);
  }
  if (!Value.Check(PhotoUploadFields, fields)) {
    const errors = [...Value.Errors(PhotoUploadFields, fields)];
    throw badRequest(
      validationMessage(errors as unknown as FastifySchemaValidationError[], 'body'),
    );
  }
  if (!file || file.length === 0) throw badRequest(missingPhotoFileMessage);
  return { file, fields };
}
