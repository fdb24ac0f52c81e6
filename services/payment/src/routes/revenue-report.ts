import { defaultPageSize } from '@studio/contracts/list-page';
import {
  asksForDetailPage,
  dollarsOf,
  reportResponse,
  revenueCsvHeader,
  RevenueQuery,
  RevenueReport,
  type RevenueRow,
  type RevenueSortKey,
} from '@studio/contracts/reports';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import {
  monthChunks,
  monthTotals,
  reportRange,
  sendStreamedReportCsv,
  type CsvCells,
  type ReportRange,
} from '@studio/service-kit/report-range';
import { pageOfRows, rowsPageCursorKey } from '@studio/service-kit/rows-page';
import { staffNamesOrUnknown, staffNamesPerChunk } from '@studio/service-kit/staff-directory';
import type { PaymentContext } from '../context.js';
import {
  revenueCounts,
  revenueMonthTotals,
  revenuePageCandidates,
  type RevenueCount,
} from '../reports/revenue-query.js';

/**
 * The revenue CSV is read a month at a time: one month's rows (one per trainer) are all that is in
 * memory, however many trainers and months the download covers.
 */
const csvMonthsPerChunk = 1;

/** Revenue rows named and in the report's order: by month, then trainer name. */
function revenueRows(counts: RevenueCount[], trainerName: (id: string) => string): RevenueRow[] {
  return counts
    .map(({ trainerId, ...figures }) => ({
      ...figures,
      trainer: { _id: trainerId, name: trainerName(trainerId) },
    }))
    .sort((a, b) => a.month.localeCompare(b.month) || a.trainer.name.localeCompare(b.trainer.name));
}

/** Revenue's detail a page at a time: by month (then trainer) unless another column is chosen. */
const revenueDetailOrder = {
  defaultSort: 'month' as const,
  defaultLimit: defaultPageSize,
  sortValue: {
    month: (row: RevenueRow) => row.month,
    trainer: (row: RevenueRow) => row.trainer.name,
    amountCents: (row: RevenueRow) => row.amountCents,
    packages: (row: RevenueRow) => row.packages,
    sessionsSold: (row: RevenueRow) => row.sessionsSold,
  },
  tieBreak: (row: RevenueRow) => [row.month, row.trainer.name, row.trainer._id],
};

/** The Reports screen's revenue: credited payments per month, per trainer (admins only). */
export function registerRevenueReportRoutes(app: ServiceApp, context: PaymentContext): void {
  app.get(
    '/api/reports/revenue',
    { schema: { querystring: RevenueQuery, response: { 200: reportResponse(RevenueReport) } } },
    async (request, reply) => {
      userOf(request, 'admin');
      const range = reportRange(request.query);
      const countsOf = (chunk: ReportRange) =>
        revenueCounts(context.sequelize, { from: chunk.from, to: chunk.to, tz: context.timeZone });
      if (request.query.format === 'csv') {
        const namesFor = staffNamesPerChunk(context.staff, request.log, request.id);
        return sendStreamedReportCsv(
          reply,
          { name: 'revenue', range },
          revenueCsvHeader,
          revenueCsvChunks(range, async (chunk) => {
            const counts = await countsOf(chunk);
            return revenueRows(
              counts,
              await namesFor([...new Set(counts.map((row) => row.trainerId))]),
            );
          }),
        );
      }
      const bounds = { from: range.from, to: range.to, tz: context.timeZone };
      const namedRows = async (counts: RevenueCount[]) =>
        revenueRows(
          counts,
          await staffNamesOrUnknown(
            context.staff,
            [...new Set(counts.map((row) => row.trainerId))],
            request.log,
            request.id,
          ),
        );
      if (!asksForDetailPage(request.query)) {
        const rows = await namedRows(await countsOf(range));
        const totals = monthTotals(range.months, rows, ['amountCents', 'packages', 'sessionsSold']);
        return { months: range.months, rows, totals };
      }
      const sort = request.query.sort ?? revenueDetailOrder.defaultSort;
      // Names order the detail only by trainer (or break ties): then every row is named and sorted
      // here; by any other column the database reads just the rows the page can hold.
      const [candidates, monthSums] = await Promise.all([
        sort === 'trainer'
          ? countsOf(range)
          : revenuePageCandidates(context.sequelize, bounds, {
              sort,
              descending: request.query.order === 'desc',
              limit:
                request.query.limit === undefined ? defaultPageSize : Number(request.query.limit),
              after: rowsPageCursorKey(request.query, revenueDetailOrder.defaultSort),
            }),
        revenueMonthTotals(context.sequelize, bounds),
      ]);
      const { items, nextCursor } = pageOfRows<RevenueRow, RevenueSortKey>(
        await namedRows(candidates),
        request.query,
        revenueDetailOrder,
      );
      const totals = monthTotals(range.months, monthSums, [
        'amountCents',
        'packages',
        'sessionsSold',
      ]);
      return { months: range.months, rows: items, totals, nextCursor };
    },
  );
}

/** Revenue's CSV rows, a chunk of months at a time. */
async function* revenueCsvChunks(
  range: ReportRange,
  rowsOf: (chunk: ReportRange) => Promise<RevenueRow[]>,
): AsyncGenerator<CsvCells[]> {
  for (const chunk of monthChunks(range, csvMonthsPerChunk))
    yield (await rowsOf(chunk)).map((row) => [
      row.month,
      row.trainer.name,
      dollarsOf(row.amountCents),
      row.packages,
      row.sessionsSold,
    ]);
}
