import { useEffect, useRef, useState, type RefObject } from 'react';

export interface CellPosition {
  row: number;
  column: number;
}

interface Options {
  rowCount: number;
  columnCount: number;
  /** Holds the cells, each marked `data-cell="<row>:<column>"`. */
  container: RefObject<HTMLElement | null>;
  /** Brings a row that may not be rendered yet into view. */
  scrollToRow: (row: number) => void;
}

/**
 * One cell of a table in the tab order at a time (a roving tabindex); moving focus first scrolls
 * the row into view, since a virtual table renders it only then, and focuses it once it exists.
 */
export function useCellFocus({ rowCount, columnCount, container, scrollToRow }: Options) {
  const [active, setActive] = useState<CellPosition>({ row: 0, column: 0 });
  const pending = useRef<CellPosition | null>(null);
  const clamped = {
    row: Math.min(active.row, Math.max(0, rowCount - 1)),
    column: Math.min(active.column, Math.max(0, columnCount - 1)),
  };

  // After every render: the cell asked for may have just been rendered.
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const cell = container.current?.querySelector<HTMLElement>(
      `[data-cell="${wanted.row}:${wanted.column}"]`,
    );
    if (!cell) return;
    pending.current = null;
    cell.focus();
  });

  return {
    active: clamped,
    tabIndexOf: (cell: CellPosition) =>
      cell.row === clamped.row && cell.column === clamped.column ? 0 : -1,
    /** The person clicked or tabbed into a cell. */
    noteFocus: (cell: CellPosition) => {
      if (cell.row !== clamped.row || cell.column !== clamped.column) setActive(cell);
    },
    moveTo: (cell: CellPosition) => {
      pending.current = cell;
      setActive(cell);
      scrollToRow(cell.row);
    },
  };
}
