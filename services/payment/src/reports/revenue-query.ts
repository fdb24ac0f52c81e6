import { QueryTypes, type Sequelize } from 'sequelize';
import { keptZoneReader } from '@studio/service-kit/kept-zone';
import { rangeEndSql, rangeStartSql } from '@studio/service-kit/report-range';
import { monthlyPageCandidatesSql, type SortValue } from '@studio/service-kit/rows-page';

export interface RevenueCount {
  month: string;
  trainerId: string;
  amountCents: number;
  packages: number;
  sessionsSold: number;
}

export interface RevenueBounds {
  from: string;
  to: string;
  tz: string;
}

/** The time zone whose months `revenue_by_trainer_month` keeps. */
const keptRevenueZone = keptZoneReader('kept_revenue_zone');

/** The kept sums of the range's months (migration 2026-12-07-10): a row per month and trainer. */
const keptCountsSql = `SELECT month_start, trainer_id, (amount_paid * 100)::int AS amount_cents,
    packages, sessions_sold::int AS sessions_sold
  FROM revenue_by_trainer_month
  WHERE month_start >= ($from::text || '-01')::timestamp
    AND month_start <= ($to::text || '-01')::timestamp
    AND packages > 0`;

/** The same sums counted from the payments, for a business zone other than the kept one. */
const recountedCountsSql = `SELECT date_trunc('month', paid_at AT TIME ZONE $tz::text) AS month_start,
    trainer_id, (sum(amount_paid) * 100)::int AS amount_cents, count(*)::int AS packages,
    sum(num_of_trainings_paid_for)::int AS sessions_sold
  FROM payments
  WHERE status = 'credited' AND paid_at >= ${rangeStartSql} AND paid_at < ${rangeEndSql}
  GROUP BY 1, 2`;

async function countsSql(sequelize: Sequelize, bounds: RevenueBounds): Promise<string> {
  return (await keptRevenueZone(sequelize)) === bounds.tz ? keptCountsSql : recountedCountsSql;
}

const selectedCounts = `to_char(month_start, 'YYYY-MM') AS month, trainer_id AS "trainerId",
  amount_cents AS "amountCents", packages, sessions_sold AS "sessionsSold"`;

/** Credited payments per business month (of the payment's date) and trainer. */
export async function revenueCounts(
  sequelize: Sequelize,
  bounds: RevenueBounds,
): Promise<RevenueCount[]> {
  return sequelize.query<RevenueCount>(
    `SELECT ${selectedCounts}
     FROM (${await countsSql(sequelize, bounds)}) counts
     ORDER BY month_start, trainer_id`,
    { type: QueryTypes.SELECT, bind: { ...bounds } },
  );
}

export interface RevenueTotals {
  month: string;
  amountCents: number;
  packages: number;
  sessionsSold: number;
}

/** Per business month with credited payments, the sums over every trainer. */
export async function revenueMonthTotals(
  sequelize: Sequelize,
  bounds: RevenueBounds,
): Promise<RevenueTotals[]> {
  const rows = await sequelize.query<Record<keyof RevenueTotals, string>>(
    `SELECT to_char(month_start, 'YYYY-MM') AS month, sum(amount_cents) AS "amountCents",
       sum(packages) AS packages, sum(sessions_sold) AS "sessionsSold"
     FROM (${await countsSql(sequelize, bounds)}) counts
     GROUP BY month_start`,
    { type: QueryTypes.SELECT, bind: { ...bounds } },
  );
  return rows.map((row) => ({
    month: row.month,
    amountCents: Number(row.amountCents),
    packages: Number(row.packages),
    sessionsSold: Number(row.sessionsSold),
  }));
}

/** The detail's columns the database orders by; the trainer's name lives in the auth service. */
export type RevenueSqlSortKey = 'month' | 'amountCents' | 'packages' | 'sessionsSold';

const sortColumn: Record<RevenueSqlSortKey, string> = {
  month: 'month_start',
  amountCents: 'amount_cents',
  packages: 'packages',
  sessionsSold: 'sessions_sold',
};

/**
 * The rows that can be on the detail's page after the cursor's key (`monthlyPageCandidatesSql`):
 * paged with `pageOfRows`, they give the page that paging every row would.
 */
export async function revenuePageCandidates(
  sequelize: Sequelize,
  bounds: RevenueBounds,
  page: { sort: RevenueSqlSortKey; descending: boolean; limit: number; after: SortValue[] | null },
): Promise<RevenueCount[]> {
  const { sql, bind } = monthlyPageCandidatesSql(
    await countsSql(sequelize, bounds),
    selectedCounts,
    {
      sortSql: sortColumn[page.sort],
      sortType: page.sort === 'month' ? 'month' : 'integer',
      descending: page.descending,
      limit: page.limit,
      after: page.after,
    },
  );
  return sequelize.query<RevenueCount>(sql, {
    type: QueryTypes.SELECT,
    bind: { ...bounds, ...bind },
  });
}
