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
