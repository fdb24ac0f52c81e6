import { statsWindowDays } from '@studio/contracts/training-stats';

/**
 * The statistics windows' counts per trainer from `trainer_days_by_month` (migration 2026-11-28-20):
 * the whole days before and after today from the kept running totals, today itself from its own
 * trainings (split at now). Bind `$now`, `$tz` (the kept zone) and `$trainerId` (or null). Columns
 * `trainer_id`, `past_scheduled`, `past_completed`, `upcoming`, one row per trainer and part.
 */

const today = `($now::timestamptz AT TIME ZONE $tz::text)::date`;
const pastFirstDay = `${today} - ${statsWindowDays}`;
const upcomingLastDay = `${today} + ${statsWindowDays}`;

/** Trainings on days `firstDay`..`lastDay` of the kept running totals `through` of one month row. */
const daysCounted = (through: string, firstDay: string, lastDay: string) => `CASE
    WHEN ${lastDay} < month_start OR ${firstDay} > month_start + 30 THEN 0
    ELSE ${through}[least(${lastDay} - month_start + 1, 31)]
      - coalesce(${through}[${firstDay} - month_start], 0)
  END`;

const keptDays = `SELECT trainer_id,
    ${daysCounted('scheduled_through', pastFirstDay, `${today} - 1`)} AS past_scheduled,
    ${daysCounted('completed_through', pastFirstDay, `${today} - 1`)} AS past_completed,
    ${daysCounted('scheduled_through', `${today} + 1`, upcomingLastDay)}
      + ${daysCounted('completed_through', `${today} + 1`, upcomingLastDay)} AS upcoming
  FROM trainer_days_by_month
  WHERE month_start > ${pastFirstDay} - 31 AND month_start <= ${upcomingLastDay}
    AND ($trainerId::uuid IS NULL OR trainer_id = $trainerId::uuid)`;

const todaysTrainings = `SELECT trainer_id,
    count(*) FILTER (WHERE date_of_training < $now::timestamptz AND status = 'scheduled')
      AS past_scheduled,
    count(*) FILTER (WHERE date_of_training < $now::timestamptz AND status = 'completed')
      AS past_completed,
    count(*) FILTER (WHERE date_of_training >= $now::timestamptz) AS upcoming
  FROM trainings
  WHERE date_of_training >= (${today})::timestamp AT TIME ZONE $tz::text
    AND date_of_training < (${today} + 1)::timestamp AT TIME ZONE $tz::text
    AND status <> 'late-cancelled'
    AND ($trainerId::uuid IS NULL OR trainer_id = $trainerId::uuid)
  GROUP BY trainer_id`;

export const keptWindowParts = `${keptDays} UNION ALL ${todaysTrainings}`;

/** The statistics' count columns summed over `keptWindowParts` rows. */
export const keptCountColumns = `
  coalesce(sum(past_scheduled + past_completed), 0)::int AS "pastCount",
  coalesce(sum(upcoming), 0)::int AS "upcomingCount",
  coalesce(sum(past_scheduled), 0)::int AS "scheduledCount",
  coalesce(sum(past_completed), 0)::int AS "completedCount"`;
