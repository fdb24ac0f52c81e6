import { QueryTypes, type Sequelize } from 'sequelize';
import type { CustomerOptions, CustomerOptionsQuery } from '@studio/contracts/customer-options';
import { pageSizeOf } from '@studio/contracts/list-page';
import { keysetAfter, keysetOrderBy, SqlParameters } from '@studio/service-kit/keyset-sql';
import { decodeCursor, splitKeysetPage } from '@studio/service-kit/list-cursor';
import { customerSortColumns, customersSource, filterConditions } from '../store/customer-page.js';

interface OptionRow {
  id: string;
  name: string;
  trainer_id: string | null;
  sort_value: string;
}

const nameColumn = { ...customerSortColumns.name, id: 'c.id' };

/**
 * One page of customer choices by name, in one statement: `customers_sort_name` read in order (or a
 * trainer's few hundred customers from `customers_trainer_id`, searched inside those); search uses
 * the customers list's trigram condition.
 */
export async function readCustomerOptions(
  sequelize: Sequelize,
  trainerId: string | undefined,
  query: CustomerOptionsQuery,
): Promise<CustomerOptions> {
  const sort = 'name';
  const order = 'asc';
  const q = query.q?.trim() ?? '';
  const filterKey = `${trainerId ?? ''}|${q}`;
  const limit = pageSizeOf(query);
  const parameters = new SqlParameters();
  const filter = { trainerId, q: q || undefined };
  const conditions = filterConditions(filter, parameters);
  const source = customersSource(
    filter,
    'c.id, c.name, c.email, c.phone, c.trainer_id',
    parameters,
  );
  if (query.cursor) {
    const after = decodeCursor(query.cursor, { sort, order, q: filterKey, valueType: 'text' });
    conditions.push(keysetAfter(nameColumn, false, after, parameters));
  }
  const rows = await sequelize.query<OptionRow>(
    `${source.cte ? `WITH ${source.cte}` : ''}
     SELECT c.id, c.name, c.trainer_id, (${nameColumn.expression})::text AS sort_value
       FROM ${source.from} c
      ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${keysetOrderBy(nameColumn, false)}
      LIMIT ${parameters.add(limit + 1)}`,
    { type: QueryTypes.SELECT, bind: parameters.values },
  );
  const { pageRows, nextCursor } = splitKeysetPage(rows, limit, { sort, order, q: filterKey });
  return {
    items: pageRows.map((row) => ({ _id: row.id, name: row.name, trainerID: row.trainer_id })),
    nextCursor,
  };
}
