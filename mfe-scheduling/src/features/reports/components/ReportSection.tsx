import { useId, useMemo, type ReactNode } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { reportCsvUrl, type MonthRange, type ReportName } from '../../../api/reports-api';
import type { ReportView } from '../utils/report-views';
import { LazyLineChart } from '@studio/shell-kit/ui/LazyLineChart';
import { ReportTable } from './ReportTable';
import { Button } from '@studio/shell-kit/ui/Button';
import { ButtonLink } from '@studio/shell-kit/ui/ButtonLink';

interface Props<Report> {
  title: string;
  name: ReportName;
  range: MonthRange;
  result: {
    data?: Report;
    isFetching: boolean;
    error?: FetchBaseQueryError | SerializedError;
    refetch: () => unknown;
  };
  view: (report: Report) => ReportView;
  /** More of the same report under its table (the lapsed customers). */
  children?: (report: Report) => ReactNode;
}

/** One report: heading, chart, table and its CSV download, with loading and error states. */
export function ReportSection<Report>({
  title,
  name,
  range,
  result,
  view,
  children,
}: Props<Report>) {
  const headingId = useId();
  const shown = useMemo(() => (result.data ? view(result.data) : undefined), [result.data, view]);
  return (
    <section className="report-section" aria-labelledby={headingId} aria-busy={result.isFetching}>
      <div className="report-section-header">
        <h2 id={headingId}>{title}</h2>
        <ButtonLink
          href={reportCsvUrl(name, range)}
          download
          aria-label={`Download CSV of ${title.toLowerCase()}`}
        >
          Download CSV
        </ButtonLink>
      </div>
      {result.error ? (
        <div>
          <ErrorMessage
            message={`The ${title.toLowerCase()} report could not be loaded.`}
            detail={serverErrorMessage(result.error) ?? 'Please try again.'}
          />
          <Button onClick={() => result.refetch()}>Try again</Button>
        </div>
      ) : !shown ? (
        <p role="status">Loading {title.toLowerCase()}…</p>
      ) : (
        <>
          {result.isFetching && <p role="status">Updating…</p>}
          <LazyLineChart data={shown.chart} height={280} dataTable={false} />
          <ReportTable table={shown.table} />
          {result.data && children?.(result.data)}
        </>
      )}
    </section>
  );
}
