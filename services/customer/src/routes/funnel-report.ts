import { FunnelReport, funnelCsvHeader } from '@studio/contracts/leads';
import { dollarsOf, reportResponse, ReportQuery } from '@studio/contracts/reports';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import { reportRange, sendReport } from '@studio/service-kit/report-range';
import type { CustomerContext } from '../context.js';
import { funnelRows } from '../reports/funnel-query.js';

/** The Reports screen's trial funnel (issue 27): from a `/trial` visit to a package. */
export function registerFunnelReportRoutes(app: ServiceApp, context: CustomerContext): void {
  app.get(
    '/api/reports/funnel',
    { schema: { querystring: ReportQuery, response: { 200: reportResponse(FunnelReport) } } },
    async (request, reply) => {
      userOf(request, 'admin');
      const range = reportRange(request.query);
      const rows = await funnelRows(context.sequelize, {
        from: range.from,
        to: range.to,
        tz: context.timeZone,
      });
      const report = { months: range.months, rows };
      return sendReport(reply, { ...request.query, name: 'funnel', range }, report, (r) => ({
        header: funnelCsvHeader,
        rows: r.rows.map((row) => [
          row.month,
          row.source,
          row.visitors,
          row.whatsappClicks,
          row.holds,
          row.paid,
          row.attended,
          row.converted,
          row.conversionRate === null ? '' : (row.conversionRate * 100).toFixed(1),
          row.medianDaysToConvert ?? '',
          dollarsOf(row.firstPackageRevenueCents),
        ]),
      }));
    },
  );
}
