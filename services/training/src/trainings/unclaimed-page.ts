import { QueryTypes, type Sequelize } from 'sequelize';
import type { SortOrder } from '@studio/contracts/list-page';
import {
  keysetAfter,
  keysetOrderBy,
  SqlParameters,
  type KeysetColumn,
} from '@studio/service-kit/keyset-sql';
import { keysetChunkReader, type ChunkReader } from '@studio/service-kit/streamed-list';
import type { TrainingRow } from './present.js';
import type { TrainingScope } from './scope.js';

/** Read from the partial index `trainings_unclaimed` (date_of_training, id) WHERE scheduled. */
export const unclaimedSortColumn: KeysetColumn = {
  expression: 'date_of_training',
  valueType: 'timestamptz',
  id: 'id',
};

export type UnclaimedRow = TrainingRow & { sort_value: string };

/** Up to `limit` unclaimed trainings in the order asked, after the row `after` names. */
export function unclaimedRows(
  sequelize: Sequelize,
  scope: TrainingScope,
  now: Date,
  read: { order: SortOrder; limit: number; after?: { value: string | null; id: string } },
): Promise<UnclaimedRow[]> {
  const descending = read.order === 'desc';
  const parameters = new SqlParameters();
  const conditions = [
    `status = 'scheduled'`,
    `date_of_training <= ${parameters.add(now.toISOString())}::timestamptz`,
  ];
  if (scope.kind === 'customers')
    conditions.push(`customer_id = ANY(${parameters.add([...scope.customers.keys()])}::uuid[])`);
  if (read.after)
    conditions.push(keysetAfter(unclaimedSortColumn, descending, read.after, parameters));
  return sequelize.query<UnclaimedRow>(
    `SELECT id, customer_id AS "customerId", trainer_id AS "trainerId",
            date_of_training AS "dateOfTraining", status, date_of_training::text AS sort_value
       FROM trainings
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${keysetOrderBy(unclaimedSortColumn, descending)}
      LIMIT ${parameters.add(read.limit)}`,
    { type: QueryTypes.SELECT, bind: parameters.values },
  );
}

/** The spec's whole unclaimed list (newest first), a chunk at a time for a streamed answer. */
export function unclaimedListChunk(
  sequelize: Sequelize,
  scope: TrainingScope,
  now: Date,
): ChunkReader<UnclaimedRow> {
  return keysetChunkReader((chunk) =>
    unclaimedRows(sequelize, scope, now, { order: 'desc', ...chunk }),
  );
}
