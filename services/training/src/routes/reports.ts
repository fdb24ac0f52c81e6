import { defaultPageSize } from '@studio/contracts/list-page';
import {
  asksForDetailPage,
  dollarsOf,
  reportResponse,
  ReportQuery,
  retentionCsvHeader,
  RetentionReport,
  sessionsCsvHeader,
  SessionsReport,
  trainerPayCsvHeader,
  TrainerPayQuery,
  TrainerPayReport,
  type TrainerPayRow,
  type TrainerPaySortKey,
} from '@studio/contracts/reports';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import {
  monthChunks,
  monthTotals,
  reportRange,
  sendReport,
  sendStreamedReportCsv,
  type CsvCells,
  type ReportRange,
} from '@studio/service-kit/report-range';
import { pageOfRows, rowsPageCursorKey } from '@studio/service-kit/rows-page';
import type { TrainingContext } from '../context.js';
import {
  lapsedCustomers,
  monthBounds,
  retentionCounts,
  sessionCounts,
  trainerPayCounts,
  trainerPayPage,
  type TrainerPayCount,
} from '../reports/report-queries.js';
import { trainerPayReport } from '../reports/trainer-pay-report.js';

/**
 * The trainer pay CSV is read a month at a time: one month's rows (one per trainer and rate) are
 * all that is in memory, however many trainers and months the download covers.
 */
const csvMonthsPerChunk = 1;

/** Trainer pay's detail a page at a time: by month (then trainer) unless another column is chosen. */
const trainerPayDetailOrder = {
  defaultSort: 'month' as const,
  defaultLimit: defaultPageSize,
  sortValue: {
    month: (row: TrainerPayRow) => row.month,
    trainer: (row: TrainerPayRow) => row.trainer.name,
    completedSessions: (row: TrainerPayRow) => row.completedSessions,
    ratePerSessionCents: (row: TrainerPayRow) => row.ratePerSessionCents ?? -1,
    amountCents: (row: TrainerPayRow) => row.amountCents,
  },
  // A month a rate change splits has one row per rate: the rate tells them apart.
  tieBreak: (row: TrainerPayRow) => [
    row.month,
    row.trainer.name,
    row.trainer._id,
    row.ratePerSessionCents ?? -1,
  ],
};

/** The Reports screen's training figures: trainer pay, sessions and retention. */
export function registerReportRoutes(app: ServiceApp, context: TrainingContext): void {
  const { sequelize, people, timeZone } = context;

  app.get(
    '/api/reports/trainer-pay',
    {
      schema: { querystring: TrainerPayQuery, response: { 200: reportResponse(TrainerPayReport) } },
    },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      const range = reportRange(request.query);
      // A trainer sees their own pay only, whoever's is asked for.
      const trainerId = caller.role === 'admin' ? (request.query.trainerId ?? null) : caller.userId;
      if (request.query.format === 'csv') {
        const namesFor = people.trainerNamesPerChunk(request.log, request.id);
        return sendStreamedReportCsv(
          reply,
          { name: 'trainer-pay', range },
          trainerPayCsvHeader,
          trainerPayCsvChunks(range, async (chunk) => {
            const counts = await trainerPayCounts(
              sequelize,
              monthBounds(chunk, timeZone),
              trainerId,
            );
            const trainerName = await namesFor([...new Set(counts.map((row) => row.trainerId))]);
            return trainerPayReport(chunk.months, counts, trainerName).rows;
          }),
        );
      }
      const bounds = monthBounds(range, timeZone);
      const reportOf = async (counts: TrainerPayCount[]) => {
        const names = await people.namesFor(
          { customerIds: [], trainerIds: [...new Set(counts.map((row) => row.trainerId))] },
          request.log,
          request.id,
        );
        return trainerPayReport(range.months, counts, names.trainerName);
      };
      const pageOf = (rows: TrainerPayRow[]) =>
        pageOfRows<TrainerPayRow, TrainerPaySortKey>(rows, request.query, trainerPayDetailOrder);
      const sort = request.query.sort ?? trainerPayDetailOrder.defaultSort;
      // Names order the detail only by trainer (or break ties): then every row is named and sorted
      // here; by any other column the database reads just the rows the page can hold.
      if (!asksForDetailPage(request.query) || sort === 'trainer') {
        const report = await reportOf(await trainerPayCounts(sequelize, bounds, trainerId));
        if (!asksForDetailPage(request.query)) return report;
        const { items, nextCursor } = pageOf(report.rows);
        return { ...report, rows: items, nextCursor };
      }
      const { candidates, totals } = await trainerPayPage(sequelize, bounds, trainerId, {
        sort,
        descending: request.query.order === 'desc',
        limit: request.query.limit === undefined ? defaultPageSize : Number(request.query.limit),
        after: rowsPageCursorKey(request.query, trainerPayDetailOrder.defaultSort),
      });
      const { items, nextCursor } = pageOf((await reportOf(candidates)).rows);
      return {
        months: range.months,
        rows: items,
        totals: monthTotals(range.months, totals, ['completedSessions', 'amountCents']),
        nextCursor,
      };
    },
  );

  app.get(
    '/api/reports/sessions',
    { schema: { querystring: ReportQuery, response: { 200: reportResponse(SessionsReport) } } },
    async (request, reply) => {
      userOf(request, 'admin');
      const range = reportRange(request.query);
      const [counts, expired] = await Promise.all([
        sessionCounts(sequelize, monthBounds(range, timeZone)),
        context.expiredSessions(range, request.id),
      ]);
      const report = {
        months: range.months,
        rows: counts.map((row) => ({ ...row, expired: expired.get(row.month) ?? 0 })),
      };
      return sendReport(reply, { ...request.query, name: 'sessions', range }, report, (r) => ({
        header: sessionsCsvHeader,
        rows: r.rows.map((row) => [
          row.month,
          row.completed,
          row.lateCancelled,
          row.expired,
          row.deletedAfterScheduling,
        ]),
      }));
    },
  );

  app.get(
    '/api/reports/retention',
    { schema: { querystring: ReportQuery, response: { 200: reportResponse(RetentionReport) } } },
    async (request, reply) => {
      userOf(request, 'admin');
      const range = reportRange(request.query);
      const bounds = monthBounds(range, timeZone);
      const now = context.now();
      const [rows, lapsed] = await Promise.all([
        retentionCounts(sequelize, bounds, now),
        lapsedCustomers(sequelize, bounds, now),
      ]);
      const names = await people.namesFor(
        { customerIds: lapsed.map((row) => row.customerId), trainerIds: [] },
        request.log,
        request.id,
      );
      const report = {
        months: range.months,
        rows,
        lapsedCustomers: lapsed.map((row) => ({
          customer: { _id: row.customerId, name: names.customerName(row.customerId) },
          lastSessionAt: row.lastSessionAt.toISOString(),
        })),
      };
      return sendReport(reply, { ...request.query, name: 'retention', range }, report, (r) => ({
        header: retentionCsvHeader,
        rows: r.rows.map((row) => [row.month, row.active30, row.active90, row.new, row.lapsed]),
      }));
    },
  );
}

/** Trainer pay's CSV rows, a chunk of months at a time, each chunk's rows as the report orders them. */
async function* trainerPayCsvChunks(
  range: ReportRange,
  rowsOf: (chunk: ReportRange) => Promise<TrainerPayRow[]>,
): AsyncGenerator<CsvCells[]> {
  for (const chunk of monthChunks(range, csvMonthsPerChunk))
    yield (await rowsOf(chunk)).map((row) => [
      row.month,
      row.trainer.name,
      row.completedSessions,
      row.ratePerSessionCents === null ? 'no rate set' : dollarsOf(row.ratePerSessionCents),
      dollarsOf(row.amountCents),
    ]);
}
