import { useMemo } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import {
  useListRows,
  type InfiniteListResult,
  type ListRows,
} from '@studio/shell-kit/cursor-pages';

/** The state of a report read a page of detail at a time; every page has the whole months' totals. */
export type PagedReportResult<Report> = Omit<InfiniteListResult<unknown>, 'data'> & {
  data?: { pages: readonly Report[] };
  isFetching: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
};

/**
 * Splits a paged report into what its section draws from the first page (chart and month
 * totals) and the detail rows of every page loaded, as the shared table reads them.
 */
export function useReportDetail<Report extends { rows: readonly unknown[] }>(
  result: PagedReportResult<Report>,
): {
  report: Pick<PagedReportResult<Report>, 'isFetching' | 'error' | 'refetch'> & { data?: Report };
  rows: ListRows<Report['rows'][number]>;
} {
  const pages = result.data?.pages;
  const asItems = useMemo(
    () => (pages ? { pages: pages.map((page) => ({ items: page.rows })) } : undefined),
    [pages],
  );
  const rows = useListRows<Report['rows'][number]>({ ...result, data: asItems });
  return {
    report: {
      data: pages?.[0],
      isFetching: result.isFetching,
      error: result.error,
      refetch: result.refetch,
    },
    rows,
  };
}
