import { useState } from 'react';
import type { SortOrder } from '@studio/contracts/list-page';

/** A list sorted by the server: the column and direction asked for, changed by header clicks. */
export interface ServerSort<Key extends string> {
  key: Key;
  order: SortOrder;
  /** A header click: the same column flips direction, another column starts ascending. */
  sortBy: (key: Key) => void;
  /** The `aria-sort` value of a column header. */
  ariaSort: (key: Key) => 'ascending' | 'descending' | 'none';
}

export function useServerSort<Key extends string>(
  initialKey: Key,
  initialOrder: SortOrder = 'asc',
): ServerSort<Key> {
  const [sort, setSort] = useState<{ key: Key; order: SortOrder }>({
    key: initialKey,
    order: initialOrder,
  });
  return {
    ...sort,
    sortBy: (key) =>
      setSort((previous) =>
        previous.key === key
          ? { key, order: previous.order === 'asc' ? 'desc' : 'asc' }
          : { key, order: 'asc' },
      ),
    ariaSort: (key) =>
      key === sort.key ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none',
  };
}
