import {
  dollarsOf,
  reportResponse,
  ReportQuery,
  revenueCsvHeader,
  RevenueReport,
} from '@studio/contracts/reports';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import { monthTotals, reportRange, sendReport } from '@studio/service-kit/report-range';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import type { PaymentContext } from '../context.js';
import { revenueCounts } from '../reports/revenue-query.js';

/** The Reports screen's revenue: credited payments per month, per trainer (admins only). */
export function registerRevenueReportRoutes(app: ServiceApp, context: PaymentContext): void {
  app.get(
    '/api/reports/revenue',
    { schema: { querystring: ReportQuery, response: { 200: reportResponse(RevenueReport) } } },
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
