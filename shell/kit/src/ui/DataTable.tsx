import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { ListRows } from '@studio/shell-kit/cursor-pages';
import type { ServerSort } from '@studio/shell-kit/use-server-sort';
import { useCellFocus, type CellPosition } from '@studio/shell-kit/use-cell-focus';
import { Button } from '@studio/shell-kit/ui/Button';
import './tokens.css';
import './table.css';
import './data-table.css';

/** One column: its header, the label a stacked card shows, how a cell reads, and its server sort key. */
export interface DataTableColumn<Row, SortKey extends string> {
  id: string;
  header: string;
  /** The server sorts by this key when the header is chosen; no key, no sorting. */
  sortKey?: SortKey;
  cell: (row: Row) => ReactNode;
  /** The cell while its row is edited (the row's `cell` otherwise). */
  editCell?: (row: Row) => ReactNode;
}

interface Props<Row, SortKey extends string> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row, SortKey>[];
  list: ListRows<Row>;
  rowId: (row: Row) => string;
  sort: ServerSort<SortKey>;
  /** Said in the table when the list is empty. */
  emptyMessage: ReactNode;
  /** The row shown as inputs, if any. */
  editingRowId?: string | null;
  /** The row's name for screen readers (the row's first cell otherwise). */
  rowLabel?: (row: Row) => string;
  /** A first guess of a row's height in pixels, before it is measured. */
  estimatedRowHeight?: number;
}

/** Fetch the next page when the last rendered row is this close to the end of what is loaded. */
const loadAheadRows = 15;
/** Rows rendered beyond each edge of the visible part, so fast scrolling shows no gap. */
const overscanRows = 8;
/** Rows that PageUp / PageDown move the focus by. */
const pageRows = 10;

const loadingMoreText = 'Loading more…';

/**
 * The staff screens' table: rows sorted, searched and paged by the server, and only the rows in
 * view (plus a few) in the DOM. Headers ask the server for another order; scrolling near the end
 * loads the next page behind a visible loading row. Screen readers hear the row count (unknown
 * while more pages remain) and each row's position; cells are reached with the arrow keys. On
 * narrow screens each row is a card of "label: value" lines.
 */
export function DataTable<Row, SortKey extends string>({
  label,
  columns,
  list,
  rowId,
  sort,
  emptyMessage,
  editingRowId = null,
  rowLabel,
  estimatedRowHeight = 56,
}: Props<Row, SortKey>) {
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const { rows, hasNextPage, isFetchingNextPage, loadMore, nextPageFailed = false } = list;
  const showsLoadingRow = hasNextPage && list.status === 'ready';
  // The virtualizer re-renders the table itself when the scroll position changes; this project
  // does not use the React Compiler, whose memoizing is what the rule protects.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length + (showsLoadingRow ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (index) => (index < rows.length ? rowId(rows[index] as Row) : 'loading-more'),
    overscan: overscanRows,
    observeElementRect: observeRectOrFirstScreen,
    // A row without layout (not rendered yet) keeps its estimate rather than counting as empty.
    measureElement: (element) => element.getBoundingClientRect().height || estimatedRowHeight,
  });
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;

  useEffect(() => {
    // After a failed page, only the person's Try again asks again (no retry loop on every render).
    if (
      hasNextPage &&
      !isFetchingNextPage &&
      !nextPageFailed &&
      lastRendered >= rows.length - loadAheadRows
    )
      loadMore();
  }, [hasNextPage, isFetchingNextPage, nextPageFailed, lastRendered, rows.length, loadMore]);

  // A new order or search starts again from the top.
  const firstRowId = rows[0] === undefined ? null : rowId(rows[0]);
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
  }, [sort.key, sort.order, firstRowId]);

  const focus = useCellFocus({
    rowCount: rows.length,
    columnCount: columns.length,
    container: body,
    scrollToRow: (row) => virtualizer.scrollToIndex(row, { align: 'auto' }),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    // Typing in a field or choosing in a list keeps its own keys.
    if (target.closest('input, select, textarea')) return;
    const moved = nextCell(event, focus.active, rows.length, columns.length);
    if (!moved) return;
    event.preventDefault();
    focus.moveTo(moved);
  };

  // The focused cell's row may have scrolled out of the DOM: then the first row in view takes the tab stop.
  const tabStopRow = items.some((item) => item.index === focus.active.row)
    ? focus.active.row
    : (items[0]?.index ?? 0);
  const tabIndexOf = (cell: CellPosition) =>
    tabStopRow === focus.active.row
      ? focus.tabIndexOf(cell)
      : cell.row === tabStopRow && cell.column === 0
        ? 0
        : -1;

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  // Header row + data rows; -1 (unknown) while the server has more.
  const rowCount = hasNextPage ? -1 : rows.length + 1;

  return (
    <div className="data-table-scroller" ref={scroller}>
      <table
        className="data-table virtual-table"
        role="table"
        aria-label={label}
        aria-rowcount={rowCount}
        aria-busy={list.status === 'loading' || isFetchingNextPage}
      >
        <thead role="rowgroup">
          <tr role="row" aria-rowindex={1}>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" ref={body} onKeyDown={onKeyDown}>
          {list.status !== 'ready' || rows.length === 0 ? (
            <MessageRow columnCount={columns.length}>
              {list.status === 'loading' ? (
                <span role="status">Loading…</span>
              ) : list.status === 'error' ? (
                <span className="data-table-error" role="alert">
                  This list could not be loaded.{' '}
                  <Button size="sm" onClick={list.retry}>
                    Try again
                  </Button>
                </span>
              ) : (
                emptyMessage
              )}
            </MessageRow>
          ) : (
            <>
              {paddingTop > 0 && <SpacerRow height={paddingTop} columnCount={columns.length} />}
              {items.map((item) => {
                if (item.index >= rows.length)
                  return (
                    <tr
                      key={item.key}
                      role="row"
                      data-index={item.index}
                      ref={virtualizer.measureElement}
                      className="data-table-loading-row"
                    >
                      <td role="cell" colSpan={columns.length}>
                        {nextPageFailed && !isFetchingNextPage ? (
                          <span className="data-table-error" role="alert">
                            More rows could not be loaded.{' '}
                            <Button size="sm" onClick={loadMore}>
                              Try again
                            </Button>
                          </span>
                        ) : (
                          <span role="status">{loadingMoreText}</span>
                        )}
                      </td>
                    </tr>
                  );
                const row = rows[item.index] as Row;
                const id = rowId(row);
                const editing = id === editingRowId;
                return (
                  <tr
                    key={item.key}
                    role="row"
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    aria-rowindex={item.index + 2}
                    aria-label={rowLabel?.(row)}
                    className={editing ? 'editing-row' : undefined}
                  >
                    {columns.map((column, columnIndex) => (
                      <td
                        key={column.id}
                        role="cell"
                        data-label={column.header}
                        data-cell={`${item.index}:${columnIndex}`}
                        tabIndex={tabIndexOf({ row: item.index, column: columnIndex })}
                        onFocus={(event) => {
                          if (event.target === event.currentTarget)
                            focus.noteFocus({ row: item.index, column: columnIndex });
                        }}
                      >
                        <div className="data-table-cell">
                          {editing && column.editCell ? column.editCell(row) : column.cell(row)}
                        </div>
                      </td>
                    ))}
                  </tr>
                );
              })}
              {paddingBottom > 0 && (
                <SpacerRow height={paddingBottom} columnCount={columns.length} />
              )}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<Row, SortKey extends string>({
  column,
  sort,
}: {
  column: DataTableColumn<Row, SortKey>;
  sort: ServerSort<SortKey>;
}) {
  const { sortKey } = column;
  if (sortKey === undefined)
    return (
      <th scope="col" role="columnheader">
        {column.header}
      </th>
    );
  const state = sort.ariaSort(sortKey);
  return (
    <th scope="col" role="columnheader" aria-sort={state} className="sortable-header">
      <button type="button" className="sort-button" onClick={() => sort.sortBy(sortKey)}>
        {column.header}
        <span aria-hidden="true" className="sort-indicator">
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

function MessageRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tr role="row" className="data-table-message-row">
      <td role="cell" colSpan={columnCount}>
        {children}
      </td>
    </tr>
  );
}

/** Stands in for the rows above or below the rendered ones, so the scroll bar stays true. */
function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" className="data-table-spacer">
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  );
}

/** What the table takes as its visible area while the scroller has no layout yet. */
const firstScreen = { width: 1024, height: 768 };

/**
 * The scroller's size, or a first screenful while it has none (not laid out yet, rendered where
 * there is no layout engine): the first rows show instead of an empty table.
 */
function observeRectOrFirstScreen(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : firstScreen));
}

/** Where an arrow, Home/End or Page key moves the focused cell; null for any other key. */
function nextCell(
  event: KeyboardEvent,
  from: CellPosition,
  rowCount: number,
  columnCount: number,
): CellPosition | null {
  const lastRow = rowCount - 1;
  const lastColumn = columnCount - 1;
  const clampRow = (row: number) => Math.max(0, Math.min(lastRow, row));
  switch (event.key) {
    case 'ArrowDown':
      return { ...from, row: clampRow(from.row + 1) };
    case 'ArrowUp':
      return { ...from, row: clampRow(from.row - 1) };
    case 'ArrowRight':
      return { ...from, column: Math.min(lastColumn, from.column + 1) };
    case 'ArrowLeft':
      return { ...from, column: Math.max(0, from.column - 1) };
    case 'PageDown':
      return { ...from, row: clampRow(from.row + pageRows) };
    case 'PageUp':
      return { ...from, row: clampRow(from.row - pageRows) };
    case 'Home':
      return event.ctrlKey ? { row: 0, column: 0 } : { ...from, column: 0 };
    case 'End':
      return event.ctrlKey ? { row: lastRow, column: lastColumn } : { ...from, column: lastColumn };
    default:
      return null;
  }
}
