import { QueryTypes, type Sequelize } from 'sequelize';
import type { SortOrder } from '@studio/contracts/list-page';
import {
  keysetAfter,
  keysetOrderBy,
  SqlParameters,
  type KeysetColumn,
} from '@studio/service-kit/keyset-sql';
import type { TrainingRow } from './present.js';
import type { TrainingScope } from './scope.js';

/** Read from the partial index `trainings_unclaimed` (date_of_training, id) WHERE scheduled. */
export const unclaimedSortColumn: KeysetColumn = {
  expression: 'date_of_training',
  valueType: 'timestamptz',
  id: 'id',
};

export type UnclaimedPageRow = TrainingRow & { sort_value: string };

/** One page (`limit + 1` rows: the extra one says there is a next page) of unclaimed trainings. */
export function unclaimedPage(
  sequelize: Sequelize,
  scope: TrainingScope,
  now: Date,
  page: { order: SortOrder; limit: number; after?: { value: string | null; id: string } },
): Promise<UnclaimedPageRow[]> {
  const descending = page.order === 'desc';
  const parameters = new SqlParameters();
  const conditions = [
    `status = 'scheduled'`,
    `date_of_training <= ${parameters.add(now.toISOString())}::timestamptz`,
  ];
  if (scope.kind === 'customers')
    conditions.push(`customer_id = ANY(${parameters.add([...scope.customers.keys()])}::uuid[])`);
  if (page.after)
    conditions.push(keysetAfter(unclaimedSortColumn, descending, page.after, parameters));
  return sequelize.query<UnclaimedPageRow>(
    `SELECT id, customer_id AS "customerId", trainer_id AS "trainerId",
            date_of_training AS "dateOfTraining", status, date_of_training::text AS sort_value
       FROM trainings
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${keysetOrderBy(unclaimedSortColumn, descending)}
      LIMIT ${parameters.add(page.limit + 1)}`,
    { type: QueryTypes.SELECT, bind: parameters.values },
  );
}
