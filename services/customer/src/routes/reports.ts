import {
  dollarsOf,
  ExpiredSessions,
  ExpiredSessionsQuery,
  liabilityCsvHeader,
  LiabilityReport,
  reportResponse,
  ReportQuery,
} from '@studio/contracts/reports';
import type { ServiceApp } from '@studio/service-kit/app';
import { requireService, userOf } from '@studio/service-kit/identity';
import { reportRange, sendReport } from '@studio/service-kit/report-range';
import type { CustomerContext } from '../context.js';
import { expiredSessionsByMonth, liabilityPoints } from '../reports/report-queries.js';

/** The Reports screen's prepaid liability, and the expired sessions the sessions report counts. */
export function registerReportRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, timeZone } = context;

  app.get(
    '/api/reports/liability',
    { schema: { querystring: ReportQuery, response: { 200: reportResponse(LiabilityReport) } } },
    async (request, reply) => {
      userOf(request, 'admin');
      const range = reportRange(request.query);
      const points = await liabilityPoints(
        sequelize,
        { from: range.from, to: range.to, tz: timeZone },
        context.clock.now(),
      );
      const report = {
        months: range.months,
        points: points.map((point) => ({
          ...point,
          valueCents: Number(point.valueCents),
          asOf: point.asOf.toISOString(),
        })),
      };
      return sendReport(reply, { ...request.query, name: 'liability', range }, report, (r) => ({
        header: liabilityCsvHeader,
        rows: r.points.map((point) => [
          point.label,
          point.asOf,
          point.sessions,
          dollarsOf(point.valueCents),
        ]),
      }));
    },
  );

  app.get(
    '/internal/reports/expired-sessions',
    {
      preHandler: requireService(),
      schema: { querystring: ExpiredSessionsQuery, response: { 200: ExpiredSessions } },
    },
    async (request) => {
      const range = reportRange(request.query);
      return {
        months: await expiredSessionsByMonth(sequelize, {
          from: range.from,
          to: range.to,
          tz: timeZone,
        }),
      };
    },
  );
}
