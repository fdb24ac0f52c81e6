import { QueryTypes } from 'sequelize';
import { pageSizeOf } from '@studio/contracts/list-page';
import type { TrainerOptionsPage, TrainerOptionsQuery } from '@studio/contracts/trainer-options';
import {
  containsPattern,
  keysetAfter,
  keysetOrderBy,
  SqlParameters,
  type KeysetColumn,
} from '@studio/service-kit/keyset-sql';
import { decodeCursor, splitKeysetPage } from '@studio/service-kit/list-cursor';
import type { AuthModels } from '../models/auth-models.js';

/** Only active trainers can be given customers and sessions, so only they are choices. */
export const activeTrainer = `role = 'trainer' AND status = 'active'`;

const byLowerName: KeysetColumn = { expression: 'lower(name)', valueType: 'text', id: 'id' };

/** One page of the trainer choices whose names contain the search text, by name, in one statement. */
export async function readTrainerOptionPage(
  models: AuthModels,
  query: TrainerOptionsQuery,
): Promise<TrainerOptionsPage> {
  const q = query.q?.trim() ?? '';
  const limit = pageSizeOf(query);
  const parameters = new SqlParameters();
  const conditions = [activeTrainer];
  if (q) conditions.push(`lower(name) LIKE ${parameters.add(containsPattern(q.toLowerCase()))}`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor, {
      sort: 'name',
      order: 'asc',
      q,
      valueType: byLowerName.valueType,
    });
    conditions.push(keysetAfter(byLowerName, false, after, parameters));
  }
  const rows = await models.sequelize.query<{ id: string; name: string; sort_value: string }>(
    `SELECT id, name, lower(name) AS sort_value
       FROM users
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${keysetOrderBy(byLowerName, false)}
      LIMIT ${parameters.add(limit + 1)}`,
    { bind: parameters.values, type: QueryTypes.SELECT },
  );
  const { pageRows, nextCursor } = splitKeysetPage(rows, limit, { sort: 'name', order: 'asc', q });
  return { items: pageRows.map((row) => ({ _id: row.id, name: row.name })), nextCursor };
}
