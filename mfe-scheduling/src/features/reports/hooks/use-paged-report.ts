import type { DetailRequest, MonthRange } from '../../../api/reports-api';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { useReportDetail, type PagedReportResult } from './use-report-detail';

/**
 * A report whose per-trainer detail the server sorts and pages: its order (by month at first),
 * the pages of the months asked for, and what the section and the detail table draw from them.
 */
export function usePagedReport<Report extends { rows: readonly unknown[] }, SortKey extends string>(
  useReportPages: (request: DetailRequest<SortKey>) => PagedReportResult<Report>,
  range: MonthRange,
  firstSortKey: SortKey,
) {
  const sort = useServerSort<SortKey>(firstSortKey);
  const detail = useReportDetail<Report>(
    useReportPages({ ...range, sort: sort.key, order: sort.order }),
  );
  return { ...detail, sort };
}
