import { QueryTypes } from 'sequelize';
import { pageSizeOf } from '@studio/contracts/list-page';
import type { UserPage, UserPageQuery, UserSortKey } from '@studio/contracts/user-page';
import {
  containsPattern,
  keysetAfter,
  keysetOrderBy,
  SqlParameters,
  type KeysetColumn,
} from '@studio/service-kit/keyset-sql';
import { decodeCursor, splitKeysetPage } from '@studio/service-kit/list-cursor';
import type { AuthModels } from '../models/auth-models.js';
import { staffListItem, type StaffRow } from './staff-list.js';

// Text sorts case-insensitively; "N/A" (never edited) as the earliest possible date.
const sortColumns: Record<UserSortKey, KeysetColumn> = {
  name: { expression: 'lower(u.name)', valueType: 'text', id: 'u.id' },
  email: { expression: 'lower(u.email)', valueType: 'text', id: 'u.id' },
  role: { expression: 'lower(u.role)', valueType: 'text', id: 'u.id' },
  dateCreated: { expression: 'u."dateCreated"', valueType: 'timestamptz', id: 'u.id' },
  lastEdited: {
    expression: `COALESCE(u."lastEdited", '-infinity'::timestamptz)`,
    valueType: 'timestamptz',
    id: 'u.id',
  },
};

type UserPageRow = StaffRow & { sort_value: string };

/** One page of staff accounts (default: oldest first), in one statement. */
export async function readUserPage(models: AuthModels, query: UserPageQuery): Promise<UserPage> {
  const sort = query.sort ?? 'dateCreated';
  const order = query.order ?? 'asc';
  const q = query.q?.trim() ?? '';
  // A cursor is only good for the same search and status filter.
  const filterKey = query.status ? `${query.status}|${q}` : q;
  const limit = pageSizeOf(query);
  const column = sortColumns[sort];
  const descending = order === 'desc';
  const parameters = new SqlParameters();
  // Customers' own accounts are not staff: the Trainers screen never lists them.
  const conditions: string[] = [`u.role <> 'customer'`];
  if (query.status) conditions.push(`u.status = ${parameters.add(query.status)}`);
  if (q) {
    const pattern = parameters.add(containsPattern(q.toLowerCase()));
    conditions.push(`(lower(u.name) LIKE ${pattern} OR lower(u.email) LIKE ${pattern})`);
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor, {
      sort,
      order,
      q: filterKey,
      valueType: column.valueType,
    });
    conditions.push(keysetAfter(column, descending, after, parameters));
  }
  const rows = await models.sequelize.query<UserPageRow>(
    `SELECT u.id, u.name, u.email, u.role, u.status, u."dateCreated", u."lastEdited",
            (${column.expression})::text AS sort_value
       FROM users u
      ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${keysetOrderBy(column, descending)}
      LIMIT ${parameters.add(limit + 1)}`,
    { bind: parameters.values, type: QueryTypes.SELECT },
  );
  const { pageRows, nextCursor } = splitKeysetPage(rows, limit, { sort, order, q: filterKey });
  return {
    items: pageRows.map(staffListItem),
    nextCursor,
  };
}
