import Type, { type Static, type TSchema } from 'typebox';
import { csvResponse } from './list-export.js';
import {
  plausibleDatePattern,
  plausibleMonthPattern,
  plausibleYearsDescription,
} from './plausible-dates.js';
import { pageQueryFields } from './list-page.js';
import { NamedRef } from './training.js';

/**
 * The admin Reports screen (`GET /api/reports/<name>?from=YYYY-MM&to=YYYY-MM[&format=csv]`), each
 * report computed in SQL by the service that owns its data, months in the business time zone.
 * Money is in cents (integers), so figures add up exactly; the screen shows dollars.
 */

const Id = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const BusinessDate = Type.String({
  format: 'date',
  pattern: plausibleDatePattern,
  description: `YYYY-MM-DD, business time zone, ${plausibleYearsDescription}`,
});

export const ReportMonth = Type.String({
  pattern: plausibleMonthPattern,
  description: `YYYY-MM, a month in the business time zone, ${plausibleYearsDescription}`,
});
export type ReportMonth = Static<typeof ReportMonth>;

/** The longest range a report covers, so one request stays one small set of SQL statements. */
export const maxReportMonths = 36;

export const ReportFormat = Type.Union([Type.Literal('json'), Type.Literal('csv')]);
export type ReportFormat = Static<typeof ReportFormat>;

const rangeFields = {
  from: ReportMonth,
  to: ReportMonth,
  format: Type.Optional(ReportFormat),
};

export const ReportQuery = Type.Object(rangeFields, { additionalProperties: false });
export type ReportQuery = Static<typeof ReportQuery>;

/**
 * The per-trainer detail a page at a time (the Reports screen): with any of `sort`, `order`,
 * `limit`, `cursor` the JSON answer's `rows` are one page, sorted on the server, and `nextCursor`
 * says where the next one starts (null: the last); `months` and `totals` are always whole. The CSV
 * download always has every row.
 */
const detailPageFields = {
  order: pageQueryFields.order,
  limit: pageQueryFields.limit,
  cursor: pageQueryFields.cursor,
};
const nextCursor = Type.Optional(Type.Union([Type.String(), Type.Null()]));

/** The columns trainer pay's detail sorts by; ties by month, trainer name and id. */
export const TrainerPaySortKey = Type.Union([
  Type.Literal('month'),
  Type.Literal('trainer'),
  Type.Literal('completedSessions'),
  Type.Literal('ratePerSessionCents'),
  Type.Literal('amountCents'),
]);
export type TrainerPaySortKey = Static<typeof TrainerPaySortKey>;

/** Trainer pay takes a trainer (admins); a trainer always gets their own. */
export const TrainerPayQuery = Type.Object(
  {
    ...rangeFields,
    trainerId: Type.Optional(Id),
    sort: Type.Optional(TrainerPaySortKey),
    ...detailPageFields,
  },
  { additionalProperties: false },
);
export type TrainerPayQuery = Static<typeof TrainerPayQuery>;

/** Every report's reply names the months it covers, first to last, with none left out. */
const months = Type.Array(ReportMonth);

// ---- Trainer rates (training service) ----

export const TrainerRate = Type.Object({
  _id: Id,
  trainerId: Id,
  ratePerSessionCents: Type.Integer({ minimum: 0 }),
  startsOn: BusinessDate,
  createdAt: DateTime,
});
export type TrainerRate = Static<typeof TrainerRate>;

export const TrainerRateList = Type.Object({ rates: Type.Array(TrainerRate) });
export type TrainerRateList = Static<typeof TrainerRateList>;

export const TrainerRateQuery = Type.Object(
  { trainerId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type TrainerRateQuery = Static<typeof TrainerRateQuery>;

/** A rate from `startsOn` on; earlier sessions keep the rate they were paid at. */
export const NewTrainerRate = Type.Object(
  {
    trainerId: Id,
    ratePerSessionCents: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    startsOn: BusinessDate,
  },
  { additionalProperties: false },
);
export type NewTrainerRate = Static<typeof NewTrainerRate>;

// ---- Trainer pay (training service) ----

/** Completed sessions of one trainer in one month at one rate (`null`: no rate in force then). */
export const TrainerPayRow = Type.Object({
  month: ReportMonth,
  trainer: NamedRef,
  completedSessions: Type.Integer(),
  ratePerSessionCents: Type.Union([Type.Integer(), Type.Null()]),
  amountCents: Type.Integer(),
});
export type TrainerPayRow = Static<typeof TrainerPayRow>;

export const MonthPayTotal = Type.Object({
  month: ReportMonth,
  completedSessions: Type.Integer(),
  amountCents: Type.Integer(),
});
export type MonthPayTotal = Static<typeof MonthPayTotal>;

export const TrainerPayReport = Type.Object({
  months,
  rows: Type.Array(TrainerPayRow),
  totals: Type.Array(MonthPayTotal),
  nextCursor,
});
export type TrainerPayReport = Static<typeof TrainerPayReport>;

export const trainerPayCsvHeader = [
  'Month',
  'Trainer',
  'Completed Sessions',
  'Rate per Session ($)',
  'Pay ($)',
];

// ---- Revenue (payment service) ----

const revenueFigures = {
  amountCents: Type.Integer(),
  packages: Type.Integer({ description: 'credited payments' }),
  sessionsSold: Type.Integer(),
};

export const RevenueRow = Type.Object({ month: ReportMonth, trainer: NamedRef, ...revenueFigures });
export type RevenueRow = Static<typeof RevenueRow>;

export const RevenueTotal = Type.Object({ month: ReportMonth, ...revenueFigures });
export type RevenueTotal = Static<typeof RevenueTotal>;

export const RevenueReport = Type.Object({
  months,
  rows: Type.Array(RevenueRow),
  totals: Type.Array(RevenueTotal),
  nextCursor,
});

/** The columns revenue's detail sorts by; ties by month, trainer name and id. */
export const RevenueSortKey = Type.Union([
  Type.Literal('month'),
  Type.Literal('trainer'),
  Type.Literal('amountCents'),
  Type.Literal('packages'),
  Type.Literal('sessionsSold'),
]);
export type RevenueSortKey = Static<typeof RevenueSortKey>;

export const RevenueQuery = Type.Object(
  { ...rangeFields, sort: Type.Optional(RevenueSortKey), ...detailPageFields },
  { additionalProperties: false },
);
export type RevenueQuery = Static<typeof RevenueQuery>;
export type RevenueReport = Static<typeof RevenueReport>;

export const revenueCsvHeader = ['Month', 'Trainer', 'Amount ($)', 'Packages', 'Sessions Sold'];

// ---- Prepaid liability (customer service) ----

/** Sessions sold and not yet used or expired at `asOf`, valued at what each customer paid per session. */
export const LiabilityPoint = Type.Object({
  label: Type.String({ description: "'YYYY-MM' (as of that month's end) or 'today'" }),
  asOf: DateTime,
  sessions: Type.Integer(),
  valueCents: Type.Integer(),
});
export type LiabilityPoint = Static<typeof LiabilityPoint>;

export const LiabilityReport = Type.Object({ months, points: Type.Array(LiabilityPoint) });
export type LiabilityReport = Static<typeof LiabilityReport>;

export const liabilityCsvHeader = ['As of', 'Date', 'Sessions Owed', 'Value ($)'];

// ---- Sessions (training service) ----

export const SessionsMonth = Type.Object({
  month: ReportMonth,
  completed: Type.Integer(),
  lateCancelled: Type.Integer(),
  expired: Type.Integer({ description: 'sessions that left a balance when a package expired' }),
  deletedAfterScheduling: Type.Integer(),
});
export type SessionsMonth = Static<typeof SessionsMonth>;

export const SessionsReport = Type.Object({ months, rows: Type.Array(SessionsMonth) });
export type SessionsReport = Static<typeof SessionsReport>;

export const sessionsCsvHeader = [
  'Month',
  'Completed',
  'Late-cancelled',
  'Expired',
  'Deleted after scheduling',
];

/** The customer service's count of expired sessions per month, for the sessions report. */
export const ExpiredSessionsQuery = Type.Object(
  { from: ReportMonth, to: ReportMonth },
  { additionalProperties: false },
);
export type ExpiredSessionsQuery = Static<typeof ExpiredSessionsQuery>;

export const ExpiredSessions = Type.Object({
  months: Type.Array(Type.Object({ month: ReportMonth, sessions: Type.Integer() })),
});
export type ExpiredSessions = Static<typeof ExpiredSessions>;

// ---- Retention (training service) ----

export const RetentionMonth = Type.Object({
  month: ReportMonth,
  active30: Type.Integer({ description: 'a completed session in the 30 days to the month end' }),
  active90: Type.Integer({ description: 'a completed session in the 90 days to the month end' }),
  new: Type.Integer({ description: 'first completed session in this month' }),
  lapsed: Type.Integer({
    description: 'had a completed session, none in the 90 days to month end',
  }),
});
export type RetentionMonth = Static<typeof RetentionMonth>;

export const LapsedCustomer = Type.Object({ customer: NamedRef, lastSessionAt: DateTime });
export type LapsedCustomer = Static<typeof LapsedCustomer>;

export const RetentionReport = Type.Object({
  months,
  rows: Type.Array(RetentionMonth),
  /** Lapsed as of the end of the range (or now, when earlier): the 100 most recently seen. */
  lapsedCustomers: Type.Array(LapsedCustomer),
});
export type RetentionReport = Static<typeof RetentionReport>;

export const retentionCsvHeader = [
  'Month',
  'Active (30 days)',
  'Active (90 days)',
  'New',
  'Lapsed',
];

/** Dollars with cents for CSV cells and the screen. */
export const dollarsOf = (cents: number): string => (cents / 100).toFixed(2);

/** The OpenAPI description of a report's answer: JSON, or with `format=csv` the same rows as CSV. */
export const reportResponse = <Report extends TSchema>(schema: Report) => ({
  description: 'The report; with format=csv the same rows as a CSV download',
  content: { 'application/json': { schema }, 'text/csv': csvResponse.content['text/csv'] },
});

/** Whether a report request asks for one page of its detail rather than all of it. */
export const asksForDetailPage = (query: {
  sort?: string;
  order?: string;
  limit?: string;
  cursor?: string;
  format?: ReportFormat;
}): boolean =>
  query.format !== 'csv' &&
  (query.sort !== undefined ||
    query.order !== undefined ||
    query.limit !== undefined ||
    query.cursor !== undefined);
