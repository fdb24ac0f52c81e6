import type { ListRows } from '@studio/shell-kit/cursor-pages';
import type { ServerSort } from '@studio/shell-kit/use-server-sort';
import { DataTable, type DataTableColumn } from '@studio/shell-kit/ui/DataTable';
import type { MonthRange, ReportName } from '../../../api/reports-api';
import type { ReportView } from '../utils/report-views';
import { ReportSection } from './ReportSection';
import { detailRowLabel } from './report-detail-columns';

/** What tells one paged report from another: its names, its chart and table, its detail's columns. */
export interface PagedReportDefinition<Report, Row, SortKey extends string> {
  title: string;
  name: ReportName;
  view: (report: Report) => ReportView;
  /** The detail table's name, e.g. 'Trainer pay by trainer'. */
  detailLabel: string;
  columns: readonly DataTableColumn<Row, SortKey>[];
  rowId: (row: Row) => string;
}

interface Props<
  Report,
  Row extends { month: string; trainer: { name: string } },
  SortKey extends string,
> {
  definition: PagedReportDefinition<Report, Row, SortKey>;
  range: MonthRange;
  /** From `usePagedReport`. */
  paged: {
    report: Parameters<typeof ReportSection<Report>>[0]['result'];
    rows: ListRows<Row>;
    sort: ServerSort<SortKey>;
  };
}

/**
 * A report with its per-trainer detail under the month totals: the shared table, sorted and paged
 * by the server, so a chain's thousands of month-and-trainer rows reach the browser a page at a time.
 */
export function PagedReportSection<
  Report,
  Row extends { month: string; trainer: { name: string } },
  SortKey extends string,
>({ definition, range, paged }: Props<Report, Row, SortKey>) {
  return (
    <ReportSection
      title={definition.title}
      name={definition.name}
      range={range}
      result={paged.report}
      view={definition.view}
    >
      {() => (
        <div className="report-detail">
          <h3>{definition.detailLabel}</h3>
          <DataTable
            label={definition.detailLabel}
            columns={definition.columns}
            list={paged.rows}
            rowId={definition.rowId}
            rowLabel={detailRowLabel}
            sort={paged.sort}
            emptyMessage="Nothing in these months."
            estimatedRowHeight={44}
          />
        </div>
      )}
    </ReportSection>
  );
}
