import { badRequest } from './errors.js';

/** The sort value types a keyset cursor can carry; each is checked before it reaches SQL. */
export type SortValueType = 'text' | 'integer' | 'date' | 'timestamptz' | 'uuid';

/** Where a page ends: the last row's sort value and id, under the sort and search that made it. */
export interface ListPosition {
  sort: string;
  order: 'asc' | 'desc';
  q: string;
  value: string | null;
  id: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const valuePatterns: Record<SortValueType, RegExp> = {
  text: /^[\s\S]{0,1000}$/,
  integer: /^-?\d{1,10}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  // PostgreSQL's own text form of a timestamptz (or -infinity, the sort key of "none yet").
  timestamptz: /^(-infinity|\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?)$/,
  uuid: uuidPattern,
};

/** The 400 of a cursor that no longer fits its list. */
export const outOfDate = () =>
  badRequest('This page link is out of date: load the list again from the start.');

/** An opaque cursor: base64url JSON, meaningless to clients. */
function encodeCursor(position: ListPosition): string {
  const { sort, order, q, value, id } = position;
  return Buffer.from(JSON.stringify([sort, order, q, value, id])).toString('base64url');
}

/**
 * Splits the `limit + 1` rows a keyset read returned into this page and the next page's cursor
 * (null when there was no extra row: this page is the last).
 */
export function splitPage<Row>(
  rows: readonly Row[],
  limit: number,
  positionOf: (last: Row) => ListPosition,
): { pageRows: Row[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    pageRows,
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(positionOf(last)) : null,
  };
}

/** `splitPage` for rows that carry their sort value as `sort_value` and their `id`. */
export function splitKeysetPage<Row extends { sort_value: string | null; id: string }>(
  rows: readonly Row[],
  limit: number,
  list: Omit<ListPosition, 'value' | 'id'>,
): { pageRows: Row[]; nextCursor: string | null } {
  return splitPage(rows, limit, (last) => ({ ...list, value: last.sort_value, id: last.id }));
}

/**
 * The position a cursor names, when it was made by the same sort, order and search; a 400 for
 * anything else (a cursor is only good for the list it came from).
 */
export function decodeCursor(
  cursor: string,
  expected: { sort: string; order: 'asc' | 'desc'; q: string; valueType: SortValueType },
): { value: string | null; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw outOfDate();
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw outOfDate();
  const [sort, order, q, value, id] = parsed as unknown[];
  if (sort !== expected.sort || order !== expected.order || q !== expected.q) throw outOfDate();
  if (typeof id !== 'string' || !uuidPattern.test(id)) throw outOfDate();
  if (
    value !== null &&
    (typeof value !== 'string' || !valuePatterns[expected.valueType].test(value))
  )
    throw outOfDate();
  return { value, id };
}
