import { useMemo, useState } from 'react';

export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | null | undefined;

/** How to read each sortable column's value from a row; text compares case-insensitively. */
export type SortValueReaders<Row, Key extends string> = Record<Key, (row: Row) => SortValue>;

export interface SortableRows<Row, Key extends string> {
  rows: Row[];
  sortKey: Key;
  direction: SortDirection;
  /** A header click: the same column flips direction, another column starts ascending. */
  sortBy: (key: Key) => void;
  /** The `aria-sort` value of a column header. */
  ariaSort: (key: Key) => SortDirection | 'none';
}

/** Missing values sort as the earliest possible value. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

export function useSortableRows<Row, Key extends string>(
  rows: readonly Row[],
  readers: SortValueReaders<Row, Key>,
  initialKey: NoInfer<Key>,
): SortableRows<Row, Key> {
  const [sort, setSort] = useState<{ key: Key; direction: SortDirection }>({
    key: initialKey,
    direction: 'ascending',
  });
  const read = readers[sort.key];
  const sortedRows = useMemo(() => {
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compareSortValues(read(a), read(b)));
  }, [rows, read, sort.direction]);

  return {
    rows: sortedRows,
    sortKey: sort.key,
    direction: sort.direction,
    sortBy: (key) =>
      setSort((previous) =>
        previous.key === key
          ? { key, direction: previous.direction === 'ascending' ? 'descending' : 'ascending' }
          : { key, direction: 'ascending' },
      ),
    ariaSort: (key) => (key === sort.key ? sort.direction : 'none'),
  };
}
