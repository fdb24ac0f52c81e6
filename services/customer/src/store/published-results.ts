import {
  publishedImageHeight,
  publishedImageUrl,
  publishedImageWidths,
  type PublishedResult,
} from '@studio/contracts/published-results';
import { galleryTileCount } from '@studio/contracts/published-results-gallery';
import { QueryTypes, type Sequelize } from 'sequelize';

/** The public side of published pairs: what the home page's gallery reads, without any identity. */

/** The newest published pairs whose consent stands, at most the gallery's tile count. */
export async function publishedResults(sequelize: Sequelize): Promise<PublishedResult[]> {
  const rows = await sequelize.query<{ id: string; caption: string }>(
    `SELECT pr.id, pr.caption FROM customer.published_results pr
       JOIN customer.photo_consents pc ON pc.id = pr.consent_id AND pc.withdrawn_at IS NULL
      ORDER BY pr.published_at DESC, pr.id LIMIT $limit`,
    { type: QueryTypes.SELECT, bind: { limit: galleryTileCount } },
  );
  const largest = Math.max(...publishedImageWidths);
  return rows.map((row) => ({
    _id: row.id,
    caption: row.caption,
    width: largest,
    height: publishedImageHeight(largest),
    variants: publishedImageWidths.map((width) => ({
      width,
      url: publishedImageUrl(row.id, width),
    })),
  }));
}

/** A published pair's picture at one of the gallery's widths, while its consent stands. */
export async function publishedImage(
  sequelize: Sequelize,
  resultId: string,
  width: (typeof publishedImageWidths)[number],
): Promise<Buffer | undefined> {
  const column = width === 400 ? 'pr.image_400' : 'pr.image_800';
  const [row] = await sequelize.query<{ bytes: Buffer }>(
    `SELECT ${column} AS bytes FROM customer.published_results pr
       JOIN customer.photo_consents pc ON pc.id = pr.consent_id AND pc.withdrawn_at IS NULL
      WHERE pr.id = $resultId`,
    { type: QueryTypes.SELECT, bind: { resultId } },
  );
  return row?.bytes;
}
