import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvByteOrderMark, csvLine } from '@studio/contracts/csv';
import { maxReportMonths, type ReportFormat } from '@studio/contracts/reports';
import { badRequest } from './errors.js';

/** A report's months (`YYYY-MM`, business time zone), first to last. */
export interface ReportRange {
  from: string;
  to: string;
  months: string[];
}

const monthIndex = (month: string) => {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  return year * 12 + monthOfYear - 1;
};

const monthAt = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Checks a report's `from`/`to` (already `YYYY-MM` by schema) and lists its months; 400 otherwise. */
export function reportRange(query: { from: string; to: string }): ReportRange {
  const first = monthIndex(query.from);
  const last = monthIndex(query.to);
  if (last < first)
    throw badRequest(`The range ends (${query.to}) before it starts (${query.from}).`);
  if (last - first + 1 > maxReportMonths)
    throw badRequest(`A report covers at most ${maxReportMonths} months; choose a shorter range.`);
  const months: string[] = [];
  for (let index = first; index <= last; index += 1) months.push(monthAt(index));
  return { from: query.from, to: query.to, months };
}

/**
 * The SQL bounds of a range, bound as `$from`, `$to`, `$tz`: the first instant of `from` and of
 * the month after `to`, both in the business time zone, computed by PostgreSQL.
 */
export const rangeStartSql = `(($from::text || '-01')::timestamp AT TIME ZONE $tz::text)`;
export const rangeEndSql = `((($to::text || '-01')::timestamp + interval '1 month') AT TIME ZONE $tz::text)`;
/** Every month of the range as a business-time-zone `timestamp` (no zone): `FROM ${monthSeriesSql} AS months(month_start)`. */
export const monthSeriesSql = `generate_series(($from::text || '-01')::timestamp, ($to::text || '-01')::timestamp, interval '1 month')`;

/** Marks the answer as the report's CSV download (`<name>-<from>-to-<to>.csv`), never cached. */
function asCsvDownload(reply: FastifyReply, request: { name: string; range: ReportRange }): void {
  reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${request.name}-${request.range.from}-to-${request.range.to}.csv"`,
    )
    .header('cache-control', 'no-store');
}

/**
 * Answers a report as JSON or, for `format=csv`, as the same rows in a CSV download
 * (`<name>-<from>-to-<to>.csv`, UTF-8 with a byte order mark, CRLF lines).
 */
export function sendReport<Report>(
  reply: FastifyReply,
  request: { format?: ReportFormat; name: string; range: ReportRange },
  report: Report,
  csv: (report: Report) => { header: string[]; rows: (string | number)[][] },
): Report | string {
  if (request.format !== 'csv') return report;
  const { header, rows } = csv(report);
  asCsvDownload(reply, request);
  return csvByteOrderMark + [header, ...rows].map(csvLine).join('');
}

/** A CSV row's cells, in the header's order. */
export type CsvCells = (string | number)[];

/**
 * Answers a report's CSV download streamed: the byte order mark and header at once, then each
 * chunk's rows as `chunks` yields them (e.g. a month of per-trainer rows at a time), the next chunk
 * read only once the caller has taken the last. The bytes are those `sendReport` builds whole; only
 * one chunk is ever in memory, so the download's cost does not grow with the chain. Check the
 * request (caller, range) before calling: once the header is sent, a failure can only cut the
 * download short.
 */
export function sendStreamedReportCsv(
  reply: FastifyReply,
  request: { name: string; range: ReportRange },
  header: string[],
  chunks: AsyncIterable<CsvCells[]>,
): FastifyReply {
  asCsvDownload(reply, request);
  async function* lines(): AsyncGenerator<string> {
    yield csvByteOrderMark + csvLine(header);
    for await (const rows of chunks) if (rows.length > 0) yield rows.map(csvLine).join('');
  }
  return reply.send(Readable.from(lines(), { highWaterMark: 1 }));
}

/** The range's months a few at a time, in order: the chunks of a streamed report. */
export function* monthChunks(range: ReportRange, monthsPerChunk: number): Generator<ReportRange> {
  for (let index = 0; index < range.months.length; index += monthsPerChunk) {
    const months = range.months.slice(index, index + monthsPerChunk);
    yield { from: months[0]!, to: months[months.length - 1]!, months };
  }
}

/** Per month of the range, the sum of each of `figures` over its rows (0 for a month without any). */
export function monthTotals<Row extends { month: string }, Figure extends keyof Row & string>(
  months: string[],
  rows: Row[],
  figures: Figure[],
): Array<{ month: string } & Record<Figure, number>> {
  return months.map((month) => {
    const totals = Object.fromEntries(figures.map((figure) => [figure, 0])) as Record<
      Figure,
      number
    >;
    for (const row of rows)
      if (row.month === month) for (const figure of figures) totals[figure] += Number(row[figure]);
    return { month, ...totals };
  });
}
