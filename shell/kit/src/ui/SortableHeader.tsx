import type { ReactNode } from 'react';
import type { SortableRows } from '@studio/shell-kit/use-sortable-rows';
import './table.css';

interface Props<Key extends string> {
  column: Key;
  sorting: Pick<SortableRows<unknown, Key>, 'sortBy' | 'ariaSort'>;
  children: ReactNode;
}

/** A column header that sorts its table when chosen, and tells assistive tech how it is sorted. */
export function SortableHeader<Key extends string>({ column, sorting, children }: Props<Key>) {
  const state = sorting.ariaSort(column);
  return (
    <th scope="col" aria-sort={state}>
      <button type="button" className="sort-button" onClick={() => sorting.sortBy(column)}>
        {children}
        <span aria-hidden="true" className="sort-indicator">
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
