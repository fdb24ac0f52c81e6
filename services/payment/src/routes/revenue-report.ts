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
import { monthTotals, reportRange, sendReport } from '@studio/service-kit/report-range';
import { pageOfRows } from '@studio/service-kit/rows-page';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import type { PaymentContext } from '../context.js';
import { revenueCounts } from '../reports/revenue-query.js';

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
      const counts = await revenueCounts(context.sequelize, {
        from: range.from,
        to: range.to,
        tz: context.timeZone,
      });
      const trainerName = await staffNamesOrUnknown(
        context.staff,
        [...new Set(counts.map((row) => row.trainerId))],
        request.log,
        request.id,
      );
      const rows = counts
        .map(({ trainerId, ...figures }) => ({
          ...figures,
          trainer: { _id: trainerId, name: trainerName(trainerId) },
        }))
        .sort(
          (a, b) => a.month.localeCompare(b.month) || a.trainer.name.localeCompare(b.trainer.name),
        );
      const totals = monthTotals(range.months, rows, ['amountCents', 'packages', 'sessionsSold']);
      const report = { months: range.months, rows, totals };
      if (asksForDetailPage(request.query)) {
        const { items, nextCursor } = pageOfRows<RevenueRow, RevenueSortKey>(
          rows,
          request.query,
          revenueDetailOrder,
        );
        return { ...report, rows: items, nextCursor };
      }
      return sendReport(reply, { ...request.query, name: 'revenue', range }, report, (r) => ({
        header: revenueCsvHeader,
        rows: r.rows.map((row) => [
          row.month,
          row.trainer.name,
          dollarsOf(row.amountCents),
          row.packages,
          row.sessionsSold,
        ]),
      }));
    },
  );
}
