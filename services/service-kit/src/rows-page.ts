import { outOfDate } from './list-cursor.js';

/** What a sort column reads from a row: numbers sort as numbers, text by the collator. */
export type SortValue = string | number;

export interface RowsPageQuery<Key extends string> {
  sort?: Key;
  order?: 'asc' | 'desc';
  /** Already checked by the route's schema: 1..200 as text. */
  limit?: string;
  cursor?: string;
}

export interface RowsPageOrder<Row, Key extends string> {
  defaultSort: Key;
  defaultLimit: number;
  sortValue: Record<Key, (row: Row) => SortValue>;
  /**
   * What tells two rows with the same sort value apart, and orders them (the list's natural order,
   * e.g. month then trainer name then id); unique per row.
   */
  tieBreak: (row: Row) => SortValue[];
}

const collator = new Intl.Collator();

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return (
    collator.compare(String(a), String(b)) ||
    (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0)
  );
}

function compareKeys(a: SortValue[], b: SortValue[], descending: boolean): number {
  const first = compareValues(a[0]!, b[0]!);
  if (first !== 0) return descending ? -first : first;
  for (let index = 1; index < Math.max(a.length, b.length); index += 1) {
    const next = compareValues(a[index] ?? '', b[index] ?? '');
    if (next !== 0) return next;
  }
  return 0;
}

const isSortValue = (value: unknown): value is SortValue =>
  typeof value === 'string' || typeof value === 'number';

/**
 * One page of rows a service has computed whole (a report's per-trainer detail, a table of every
 * trainer's counts): sorted by the chosen column either way, ties by the rows' natural order, and
 * cut after the cursor's row. The cursor (opaque base64url JSON) carries the last row's sort key,
 * so a page resumes exactly where the last one ended even when rows came or went in between; a
 * cursor of another sort or order is a 400.
 */
export function pageOfRows<Row, Key extends string>(
  rows: readonly Row[],
  query: RowsPageQuery<Key>,
  order: RowsPageOrder<Row, Key>,
): { items: Row[]; nextCursor: string | null } {
  const sort = query.sort ?? order.defaultSort;
  const direction = query.order ?? 'asc';
  const descending = direction === 'desc';
  const keyOf = (row: Row) => [order.sortValue[sort](row), ...order.tieBreak(row)];
  let keyed = rows
    .map((row) => ({ row, key: keyOf(row) }))
    .sort((a, b) => compareKeys(a.key, b.key, descending));
  if (query.cursor) {
    const after = cursorKey(query.cursor, sort, direction);
    keyed = keyed.filter(({ key }) => compareKeys(key, after, descending) > 0);
  }
  const limit = query.limit === undefined ? order.defaultLimit : Number(query.limit);
  const page = keyed.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => row),
    nextCursor:
      keyed.length > limit && last
        ? Buffer.from(JSON.stringify([sort, direction, last.key])).toString('base64url')
        : null,
  };
}

/**
 * The sort key a page's cursor resumes after (the last row's sort value, then its tie-break), or
 * null for the first page; a cursor of another sort or order is a 400. For a service that reads
 * only the rows after it from the database and then pages those with `pageOfRows`.
 */
export function rowsPageCursorKey<Key extends string>(
  query: RowsPageQuery<Key>,
  defaultSort: Key,
): SortValue[] | null {
  if (!query.cursor) return null;
  return cursorKey(query.cursor, query.sort ?? defaultSort, query.order ?? 'asc');
}

function cursorKey(cursor: string, sort: string, direction: string): SortValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw outOfDate();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw outOfDate();
  const [cursorSort, cursorDirection, key] = parsed as unknown[];
  if (cursorSort !== sort || cursorDirection !== direction) throw outOfDate();
  if (!Array.isArray(key) || key.length === 0 || key.length > 8 || !key.every(isSortValue))
    throw outOfDate();
  return key;
}

/** How a monthly report's detail is ordered in SQL: its sort column, then the month ascending. */
export interface MonthlyPageOrder {
  /** The sort column as an expression over `rowsSql`'s columns (a month is `month_start`). */
  sortSql: string;
  /** A month sorts by its first instant; a cursor holds it as `YYYY-MM`. */
  sortType: 'month' | 'integer';
  descending: boolean;
  limit: number;
  /** `rowsPageCursorKey`'s answer: the sort value, then the month, then what only names order. */
  after: SortValue[] | null;
}

const isMonth = (value: SortValue | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}$/.test(value);

/**
 * The SQL reading the rows of a monthly report's detail (`rowsSql`, with a `month_start`
 * timestamp column) that can be on the page after the cursor, in the order of the sort value then
 * month: every row with the cursor's sort value and month (which only names can order), then the
 * next `limit` rows and every row tied with the last of them on sort value and month. Paging these
 * by the full key with `pageOfRows` gives the page and cursor that paging every row would, while
 * the database reads an index or kept rows instead of the service naming and sorting every row.
 * Binds `$pageLimit`, `$pageValue` and `$pageMonth`; a cursor whose key does not fit is a 400.
 */
export function monthlyPageCandidatesSql(
  rowsSql: string,
  select: string,
  order: MonthlyPageOrder,
  /** More rows of the same columns read from every row (`FROM page_rows`) in the same statement. */
  alsoSql?: string,
): { sql: string; bind: Record<string, string | number> } {
  const { sortSql, after } = order;
  const bind: Record<string, string | number> = { pageLimit: order.limit + 1 };
  const candidates = `WITH page_rows AS MATERIALIZED (${rowsSql}), next_rows AS (
      SELECT * FROM page_rows %AFTER%
      ORDER BY ${sortSql} ${order.descending ? 'DESC' : 'ASC'}, month_start
      FETCH FIRST ($pageLimit::int) ROWS WITH TIES
    )
    SELECT ${select} FROM next_rows${alsoSql ? ` UNION ALL ${alsoSql}` : ''}`;
  if (!after) return { sql: candidates.replace('%AFTER%', ''), bind };
  const [value, month] = after;
  if (order.sortType === 'month' ? !isMonth(value) : !Number.isSafeInteger(value))
    throw outOfDate();
  if (!isMonth(month)) throw outOfDate();
  // Sort values are bound as text and cast to the column's type: a month as its first instant.
  const valueSql =
    order.sortType === 'month'
      ? `($pageValue::text || '-01')::timestamp`
      : `$pageValue::text::bigint`;
  const monthSql = `($pageMonth::text || '-01')::timestamp`;
  const later = order.descending ? '<' : '>';
  return {
    sql: `${candidates.replace(
      '%AFTER%',
      `WHERE ${sortSql} ${later} ${valueSql}
        OR (${sortSql} = ${valueSql} AND month_start > ${monthSql})`,
    )}
    UNION ALL
    SELECT ${select} FROM page_rows WHERE ${sortSql} = ${valueSql} AND month_start = ${monthSql}`,
    bind: { ...bind, pageValue: String(value), pageMonth: month },
  };
}
