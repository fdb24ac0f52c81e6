import { randomUUID } from 'node:crypto';
import type { PhotoPose } from '@studio/contracts/progress-photos';
import {
  consentPairMessages,
  consentWithdrawnMessage,
  photoConsentWording,
  type ConsentedPair,
  type PhotoConsent,
} from '@studio/contracts/published-results';
import { badRequest, conflict, notFound } from '@studio/service-kit/errors';
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { recordAudit, type AuditActor } from './audit.js';
import { customerPhotosById, progressPhotoOf } from './progress-photos.js';

/**
 * Consents to show a pair of photos, and their publication (issue 30). A consent is never deleted:
 * a withdrawal is recorded with its time, and deletes the pair's public copy in the same
 * transaction, so no later read of the gallery can show it.
 */

interface ConsentRow {
  id: string;
  customer_id: string;
  customer_name: string;
  wording_version: string;
  granted_at: Date;
  withdrawn_at: Date | null;
  before_id: string;
  before_on: string;
  before_pose: PhotoPose;
  after_id: string;
  after_on: string;
  after_pose: PhotoPose;
  caption: string | null;
  published_at: Date | null;
}

const consentSelect = `
  SELECT pc.id, pc.customer_id, c.name AS customer_name, pc.wording_version, pc.granted_at,
         pc.withdrawn_at,
         b.id AS before_id, to_char(b.taken_on, 'YYYY-MM-DD') AS before_on, b.pose AS before_pose,
         a.id AS after_id, to_char(a.taken_on, 'YYYY-MM-DD') AS after_on, a.pose AS after_pose,
         pr.caption, pr.published_at
    FROM customer.photo_consents pc
    JOIN customer.customers c ON c.id = pc.customer_id
    JOIN customer.progress_photos b ON b.id = pc.before_photo_id
    JOIN customer.progress_photos a ON a.id = pc.after_photo_id
    LEFT JOIN customer.published_results pr ON pr.consent_id = pc.id`;

function consentOf(row: ConsentRow): PhotoConsent {
  const photo = (id: string, on: string, pose: PhotoPose) =>
    progressPhotoOf({ id, customer_id: row.customer_id, taken_on: on, pose });
  return {
    _id: row.id,
    beforePhoto: photo(row.before_id, row.before_on, row.before_pose),
    afterPhoto: photo(row.after_id, row.after_on, row.after_pose),
    wordingVersion: row.wording_version,
    grantedAt: row.granted_at.toISOString(),
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    publication:
      row.caption !== null && row.published_at !== null
        ? { caption: row.caption, publishedAt: row.published_at.toISOString() }
        : null,
  };
}

const consentedPairOf = (row: ConsentRow): ConsentedPair => ({
  ...consentOf(row),
  customer: { _id: row.customer_id, name: row.customer_name },
});

/** The customer's consents, newest first, withdrawn ones too. */
export async function photoConsentsOf(
  sequelize: Sequelize,
  customerId: string,
): Promise<PhotoConsent[]> {
  const rows = await sequelize.query<ConsentRow>(
    `${consentSelect} WHERE pc.customer_id = $customerId ORDER BY pc.granted_at DESC, pc.id`,
    { type: QueryTypes.SELECT, bind: { customerId } },
  );
  return rows.map(consentOf);
}

/** Every consent in force (what an admin may publish), newest first, with whose it is. */
export async function consentsInForce(sequelize: Sequelize): Promise<ConsentedPair[]> {
  const rows = await sequelize.query<ConsentRow>(
    `${consentSelect} WHERE pc.withdrawn_at IS NULL ORDER BY pc.granted_at DESC, pc.id`,
    { type: QueryTypes.SELECT },
  );
  return rows.map(consentedPairOf);
}

async function consentById(
  sequelize: Sequelize,
  consentId: string,
  transaction?: Transaction,
): Promise<ConsentedPair | undefined> {
  const [row] = await sequelize.query<ConsentRow>(`${consentSelect} WHERE pc.id = $consentId`, {
    type: QueryTypes.SELECT,
    bind: { consentId },
    transaction,
  });
  return row && consentedPairOf(row);
}

/**
 * The customer allows one pair: two different photos of theirs, the before one from an earlier
 * date. A pair already allowed (and not withdrawn) is a 409. Audited as `photo-consent.grant`.
 */
export async function grantPhotoConsent(
  sequelize: Sequelize,
  customerId: string,
  pair: { beforePhotoId: string; afterPhotoId: string },
  actor: AuditActor,
  at: Date,
): Promise<PhotoConsent> {
  if (pair.beforePhotoId === pair.afterPhotoId) throw badRequest(consentPairMessages.samePhoto);
  try {
    return await sequelize.transaction(async (transaction) => {
      const photos = await customerPhotosById(
        sequelize,
        customerId,
        [pair.beforePhotoId, pair.afterPhotoId],
        transaction,
      );
      const before = photos.get(pair.beforePhotoId);
      const after = photos.get(pair.afterPhotoId);
      if (!before || !after) throw notFound(consentPairMessages.notYours);
      if (before.date >= after.date) throw badRequest(consentPairMessages.order);
      const id = randomUUID();
      await sequelize.query(
        `INSERT INTO customer.photo_consents
           (id, customer_id, before_photo_id, after_photo_id, wording_version, granted_at)
         VALUES ($id, $customerId, $before, $after, $version, $at)`,
        {
          transaction,
          bind: {
            id,
            customerId,
            before: before._id,
            after: after._id,
            version: photoConsentWording.version,
            at: at.toISOString(),
          },
        },
      );
      await recordAudit(
        actor,
        'photo-consent.grant',
        customerId,
        { consentId: id, ...pair, wordingVersion: photoConsentWording.version },
        transaction,
      );
      return (await consentById(sequelize, id, transaction))!;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw conflict(consentPairMessages.already);
    throw error;
  }
}

/**
 * The customer withdraws: the consent is marked (the first time only) and the pair's public copy
 * is deleted with it. Audited as `photo-consent.withdraw`. 404 unless it is the customer's.
 */
export async function withdrawPhotoConsent(
  sequelize: Sequelize,
  customerId: string,
  consentId: string,
  actor: AuditActor,
  at: Date,
): Promise<PhotoConsent> {
  return sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<{ first: boolean }>(
      `UPDATE customer.photo_consents SET withdrawn_at = COALESCE(withdrawn_at, $at::timestamptz)
        WHERE id = $consentId AND customer_id = $customerId
        RETURNING withdrawn_at = $at::timestamptz AS first`,
      {
        type: QueryTypes.SELECT,
        bind: { consentId, customerId, at: at.toISOString() },
        transaction,
      },
    );
    if (!row) throw notFound('Consent not found.');
    if (row.first) {
      const removed = await sequelize.query(
        'DELETE FROM customer.published_results WHERE consent_id = $consentId RETURNING id',
        { type: QueryTypes.SELECT, bind: { consentId }, transaction },
      );
      await recordAudit(
        actor,
        'photo-consent.withdraw',
        customerId,
        { consentId, unpublished: removed.length > 0 },
        transaction,
      );
    }
    return (await consentById(sequelize, consentId, transaction))!;
  });
}

/** The consent an admin is about to publish, with the two photos' stored bytes; 404 or 409. */
export async function pairToPublish(
  sequelize: Sequelize,
  consentId: string,
): Promise<{ consent: ConsentedPair; before: Buffer; after: Buffer }> {
  const consent = await consentById(sequelize, consentId);
  if (!consent) throw notFound('Consent not found.');
  if (consent.withdrawnAt) throw conflict(consentWithdrawnMessage);
  const rows = await sequelize.query<{ id: string; image: Buffer }>(
    'SELECT id, image FROM customer.progress_photos WHERE id = ANY($ids::uuid[])',
    {
      type: QueryTypes.SELECT,
      bind: { ids: [consent.beforePhoto._id, consent.afterPhoto._id] },
    },
  );
  const bytes = new Map(rows.map((row) => [row.id, row.image]));
  return {
    consent,
    before: bytes.get(consent.beforePhoto._id)!,
    after: bytes.get(consent.afterPhoto._id)!,
  };
}

/**
 * Puts the pair on the website with its caption (a second publish changes the caption and the
 * picture, keeping its place). The consent is locked and checked again inside the transaction, so
 * a withdrawal that lands meanwhile wins. Audited as `result.publish`.
 */
export async function publishResult(
  sequelize: Sequelize,
  consentId: string,
  caption: string,
  images: Map<number, Buffer>,
  actor: AuditActor,
  at: Date,
): Promise<ConsentedPair> {
  return sequelize.transaction(async (transaction) => {
    const [consent] = await sequelize.query<{ customer_id: string; withdrawn_at: Date | null }>(
      `SELECT customer_id, withdrawn_at FROM customer.photo_consents WHERE id = $consentId FOR UPDATE`,
      { type: QueryTypes.SELECT, bind: { consentId }, transaction },
    );
    if (!consent) throw notFound('Consent not found.');
    if (consent.withdrawn_at) throw conflict(consentWithdrawnMessage);
    await sequelize.query(
      `INSERT INTO customer.published_results
         (id, consent_id, caption, published_by_id, published_at, image_400, image_800)
       VALUES ($id, $consentId, $caption, $actorId, $at, $image400, $image800)
       ON CONFLICT (consent_id) DO UPDATE SET caption = EXCLUDED.caption,
         published_by_id = EXCLUDED.published_by_id, image_400 = EXCLUDED.image_400,
         image_800 = EXCLUDED.image_800`,
      {
        transaction,
        bind: {
          id: randomUUID(),
          consentId,
          caption,
          actorId: actor.actorId,
          at: at.toISOString(),
          image400: images.get(400)!,
          image800: images.get(800)!,
        },
      },
    );
    await recordAudit(
      actor,
      'result.publish',
      consent.customer_id,
      { consentId, caption },
      transaction,
    );
    return (await consentById(sequelize, consentId, transaction))!;
  });
}

/** Takes the pair off the website (the consent stays). Audited as `result.unpublish`. */
export async function unpublishResult(
  sequelize: Sequelize,
  consentId: string,
  actor: AuditActor,
): Promise<ConsentedPair> {
  return sequelize.transaction(async (transaction) => {
    const consent = await consentById(sequelize, consentId, transaction);
    if (!consent) throw notFound('Consent not found.');
    await sequelize.query('DELETE FROM customer.published_results WHERE consent_id = $consentId', {
      bind: { consentId },
      transaction,
    });
    if (consent.publication)
      await recordAudit(
        actor,
        'result.unpublish',
        consent.customer._id,
        { consentId },
        transaction,
      );
    return { ...consent, publication: null };
  });
}
