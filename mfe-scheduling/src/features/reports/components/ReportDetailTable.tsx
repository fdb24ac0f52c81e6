import type { ListRows } from '@studio/shell-kit/cursor-pages';
import type { ServerSort } from '@studio/shell-kit/use-server-sort';
import { DataTable, type DataTableColumn } from '@studio/shell-kit/ui/DataTable';

interface Props<Row, SortKey extends string> {
  /** The table's name, e.g. 'Trainer pay by trainer'. */
  label: string;
  columns: readonly DataTableColumn<Row, SortKey>[];
  list: ListRows<Row>;
  sort: ServerSort<SortKey>;
  rowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
}

/**
 * A report's per-trainer detail: the shared table, sorted and paged by the server, so a chain's
 * thousands of month-and-trainer rows reach the browser a page at a time.
 */
export function ReportDetailTable<Row, SortKey extends string>(props: Props<Row, SortKey>) {
  return (
    <div className="report-detail">
      <h3>{props.label}</h3>
      <DataTable
        label={props.label}
        columns={props.columns}
        list={props.list}
        rowId={props.rowId}
        rowLabel={props.rowLabel}
        sort={props.sort}
        emptyMessage="Nothing in these months."
        estimatedRowHeight={44}
      />
    </div>
  );
}
