import { randomUUID } from 'node:crypto';
import {
  photoThumbUrl,
  photoUrl,
  type PhotoPose,
  type ProgressPhoto,
} from '@studio/contracts/progress-photos';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { StoredPhotoImages } from '../progress/photo-images.js';
import { recordAudit, type AuditActor } from './audit.js';

/**
 * A customer's progress photos (issue 30). Lists never read the image columns; the bytes are read
 * one photo at a time, by the route that serves them.
 */

interface PhotoRow {
  id: string;
  customer_id: string;
  taken_on: string;
  pose: PhotoPose;
}

const listColumns = `id, customer_id, to_char(taken_on, 'YYYY-MM-DD') AS taken_on, pose`;
const poseOrder = `array_position(ARRAY['front', 'side', 'back'], pose)`;

export function progressPhotoOf(row: PhotoRow): ProgressPhoto {
  return {
    _id: row.id,
    date: row.taken_on,
    pose: row.pose,
    url: photoUrl(row.id),
    thumbUrl: photoThumbUrl(row.id),
  };
}

/** The customer's photos, newest date first, then front, side, back (then first uploaded first). */
export async function progressPhotosOf(
  sequelize: Sequelize,
  customerId: string,
): Promise<ProgressPhoto[]> {
  const rows = await sequelize.query<PhotoRow>(
    `SELECT ${listColumns} FROM customer.progress_photos WHERE customer_id = $customerId
      ORDER BY taken_on DESC, ${poseOrder}, created_at`,
    { type: QueryTypes.SELECT, bind: { customerId } },
  );
  return rows.map(progressPhotoOf);
}

/** Photos by id, only those of the customer (a consent names two of them). */
export async function customerPhotosById(
  sequelize: Sequelize,
  customerId: string,
  ids: string[],
  transaction?: Transaction,
): Promise<Map<string, ProgressPhoto>> {
  const rows = await sequelize.query<PhotoRow>(
    `SELECT ${listColumns} FROM customer.progress_photos
      WHERE customer_id = $customerId AND id = ANY($ids::uuid[])`,
    { type: QueryTypes.SELECT, bind: { customerId, ids }, transaction },
  );
  return new Map(rows.map((row) => [row.id, progressPhotoOf(row)]));
}

export async function storeProgressPhoto(
  sequelize: Sequelize,
  photo: { customerId: string; date: string; pose: PhotoPose },
  images: StoredPhotoImages,
  actor: AuditActor,
  at: Date,
): Promise<ProgressPhoto> {
  return sequelize.transaction(async (transaction) => {
    const id = randomUUID();
    await sequelize.query(
      `INSERT INTO customer.progress_photos
         (id, customer_id, taken_on, pose, image, thumb, uploaded_by_id, uploaded_by_role, created_at)
       VALUES ($id, $customerId, $date::date, $pose, $image, $thumb, $actorId, $actorRole, $at)`,
      {
        transaction,
        bind: {
          id,
          ...photo,
          image: images.image,
          thumb: images.thumb,
          actorId: actor.actorId,
          actorRole: actor.actorRole,
          at: at.toISOString(),
        },
      },
    );
    await recordAudit(
      actor,
      'photo.upload',
      photo.customerId,
      { photoId: id, date: photo.date, pose: photo.pose, bytes: images.image.length },
      transaction,
    );
    return progressPhotoOf({
      id,
      customer_id: photo.customerId,
      taken_on: photo.date,
      pose: photo.pose,
    });
  });
}

export type PhotoSize = 'image' | 'thumb';

/** One photo's bytes with whose photo it is (and their trainer, for the access check), or undefined. */
export async function photoBytes(
  sequelize: Sequelize,
  photoId: string,
  size: PhotoSize,
): Promise<{ customerId: string; trainerId: string | null; bytes: Buffer } | undefined> {
  const column = size === 'thumb' ? 'p.thumb' : 'p.image';
  const [row] = await sequelize.query<{
    customer_id: string;
    trainer_id: string | null;
    bytes: Buffer;
  }>(
    `SELECT p.customer_id, c.trainer_id, ${column} AS bytes
       FROM customer.progress_photos p JOIN customer.customers c ON c.id = p.customer_id
      WHERE p.id = $photoId`,
    { type: QueryTypes.SELECT, bind: { photoId } },
  );
  return row
    ? { customerId: row.customer_id, trainerId: row.trainer_id, bytes: row.bytes }
    : undefined;
}
