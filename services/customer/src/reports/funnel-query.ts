import { QueryTypes, type Sequelize } from 'sequelize';
import type { FunnelRow } from '@studio/contracts/leads';
import { rangeEndSql, rangeStartSql } from '@studio/service-kit/report-range';

interface FunnelSqlRow {
  month: string;
  source: string;
  visitors: string;
  whatsapp_clicks: string;
  holds: string;
  paid: string;
  attended: string;
  converted: string;
  median_days: number | null;
  revenue_dollars: string;
}

/**
 * The funnel per month (business time zone) and source, in one statement: the month's public
 * events beside the month's leads and how far each got (a later stage implies the earlier ones;
 * a lost lead counts for the stages it reached before), with the first package of each
 * converted customer.
 */
export async function funnelRows(
  sequelize: Sequelize,
  range: { from: string; to: string; tz: string },
): Promise<FunnelRow[]> {
  const rows = await sequelize.query<FunnelSqlRow>(
    `WITH events AS (
       SELECT to_char(occurred_at AT TIME ZONE $tz::text, 'YYYY-MM') AS month,
              COALESCE(source, 'direct') AS source,
              count(*) FILTER (WHERE type = 'trial-view') AS visitors,
              count(*) FILTER (WHERE type = 'whatsapp-click') AS whatsapp_clicks
         FROM customer.site_events
        WHERE occurred_at >= ${rangeStartSql} AND occurred_at < ${rangeEndSql}
        GROUP BY 1, 2),
     lead_figures AS (
       SELECT to_char(l.created_at AT TIME ZONE $tz::text, 'YYYY-MM') AS month,
              COALESCE(lower(l.utm_source), 'direct') AS source,
              count(*) AS holds,
              count(*) FILTER (WHERE l.paid_at IS NOT NULL) AS paid,
              count(*) FILTER (WHERE l.attended_at IS NOT NULL) AS attended,
              count(*) FILTER (WHERE l.stage = 'converted') AS converted,
              percentile_cont(0.5) WITHIN GROUP (
                ORDER BY extract(epoch FROM l.converted_at - l.created_at) / 86400.0
              ) FILTER (WHERE l.stage = 'converted') AS median_days,
              COALESCE(sum(first_package.amount_paid) FILTER (WHERE l.stage = 'converted'), 0)
                AS revenue_dollars
         FROM customer.leads l
         LEFT JOIN LATERAL (
           SELECT p.amount_paid FROM customer.packages p
            WHERE p.customer_id = l.customer_id ORDER BY p.paid_at, p.id LIMIT 1
         ) first_package ON true
        WHERE l.created_at >= ${rangeStartSql} AND l.created_at < ${rangeEndSql}
        GROUP BY 1, 2)
     SELECT COALESCE(e.month, f.month) AS month, COALESCE(e.source, f.source) AS source,
            COALESCE(e.visitors, 0) AS visitors, COALESCE(e.whatsapp_clicks, 0) AS whatsapp_clicks,
            COALESCE(f.holds, 0) AS holds, COALESCE(f.paid, 0) AS paid,
            COALESCE(f.attended, 0) AS attended, COALESCE(f.converted, 0) AS converted,
            f.median_days, COALESCE(f.revenue_dollars, 0) AS revenue_dollars
       FROM events e FULL JOIN lead_figures f ON f.month = e.month AND f.source = e.source
      ORDER BY 1, 2`,
    { type: QueryTypes.SELECT, bind: range },
  );
  return rows.map((row) => {
    const holds = Number(row.holds);
    const converted = Number(row.converted);
    return {
      month: row.month,
      source: row.source,
      visitors: Number(row.visitors),
      whatsappClicks: Number(row.whatsapp_clicks),
      holds,
      paid: Number(row.paid),
      attended: Number(row.attended),
      converted,
      conversionRate: holds > 0 ? converted / holds : null,
      medianDaysToConvert:
        row.median_days === null ? null : Math.round(Number(row.median_days) * 10) / 10,
      firstPackageRevenueCents: Number(row.revenue_dollars) * 100,
    };
  });
}
