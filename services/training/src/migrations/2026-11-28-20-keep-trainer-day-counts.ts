import type { Migration } from '@studio/service-kit/migrations';

// The statistics windows (90 business days back, 90 ahead) slide with the clock, so no count of a
// window can be kept; counting their trainings read every one of them (165k at ten times the
// chain). This table keeps, per trainer and business month, how many scheduled and how many
// completed trainings fall on the month's days 1..i, for i = 1..31 (running totals, so a month's
// value stays put after its last day). Any run of days within a month is then two array reads,
// and a 90-day window is at most four months per trainer, whatever the chain's size. Late-cancelled
// trainings count in neither list, as in the statistics.
//
// Written by statement-level triggers in the same statement as every write to `trainings`, like
// `completed_by_trainer_month` (migration 2026-11-27-01), in the zone of `kept_counts_zone`.
// Concurrency: every change is an upsert adding its running totals to the row, which PostgreSQL
// serialises on the row; rows are written in key order, so concurrent statements cannot deadlock
// on them.
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    LOCK TABLE trainings IN SHARE MODE;

    CREATE TABLE trainer_days_by_month (
      month_start date NOT NULL,
      trainer_id uuid NOT NULL,
      scheduled_through integer[] NOT NULL CHECK (cardinality(scheduled_through) = 31),
      completed_through integer[] NOT NULL CHECK (cardinality(completed_through) = 31),
      PRIMARY KEY (month_start, trainer_id)
    );

    CREATE FUNCTION apply_trainer_day_changes(gained trainings[], lost trainings[]) RETURNS void
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$
    DECLARE
      zone text := (SELECT time_zone FROM kept_counts_zone);
    BEGIN
      WITH change AS (
        SELECT trainer_id, (date_of_training AT TIME ZONE zone)::date AS day, status, 1 AS delta
        FROM unnest(gained)
        UNION ALL
        SELECT trainer_id, (date_of_training AT TIME ZONE zone)::date, status, -1
        FROM unnest(lost)
      ), daily AS (
        SELECT trainer_id, day,
          coalesce(sum(delta) FILTER (WHERE status = 'scheduled'), 0) AS scheduled,
          coalesce(sum(delta) FILTER (WHERE status = 'completed'), 0) AS completed
        FROM change
        GROUP BY trainer_id, day
      ), changed_daily AS (
        SELECT * FROM daily WHERE scheduled <> 0 OR completed <> 0
      ), month AS (
        SELECT DISTINCT trainer_id, date_trunc('month', day::timestamp)::date AS month_start
        FROM changed_daily
      ), through AS (
        SELECT month.month_start, month.trainer_id, day_of_month,
          sum(coalesce(changed_daily.scheduled, 0)) OVER running AS scheduled,
          sum(coalesce(changed_daily.completed, 0)) OVER running AS completed
        FROM month
        CROSS JOIN generate_series(1, 31) day_of_month
        LEFT JOIN changed_daily ON changed_daily.trainer_id = month.trainer_id
          AND changed_daily.day = month.month_start + day_of_month - 1
          AND date_trunc('month', changed_daily.day::timestamp)::date = month.month_start
        WINDOW running AS (PARTITION BY month.month_start, month.trainer_id ORDER BY day_of_month)
      )
      INSERT INTO trainer_days_by_month AS kept
        (month_start, trainer_id, scheduled_through, completed_through)
      SELECT month_start, trainer_id, array_agg(scheduled::int ORDER BY day_of_month),
        array_agg(completed::int ORDER BY day_of_month)
      FROM through
      GROUP BY month_start, trainer_id
      ORDER BY month_start, trainer_id
      ON CONFLICT (month_start, trainer_id) DO UPDATE SET
        scheduled_through = ARRAY(
          SELECT was + added
          FROM unnest(kept.scheduled_through, EXCLUDED.scheduled_through)
            WITH ORDINALITY AS day(was, added, day_of_month)
          ORDER BY day_of_month),
        completed_through = ARRAY(
          SELECT was + added
          FROM unnest(kept.completed_through, EXCLUDED.completed_through)
            WITH ORDINALITY AS day(was, added, day_of_month)
          ORDER BY day_of_month);
    END
    $body$;

    CREATE FUNCTION keep_trainer_day_counts() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$
    BEGIN
      -- An update passes every row twice (before as lost, after as gained): changes that leave a
      -- training's trainer, day and status alone cancel out and write nothing.
      IF TG_OP = 'INSERT' THEN
        PERFORM apply_trainer_day_changes(
          ARRAY(SELECT ROW(added.*)::trainings FROM added_rows added), '{}'::trainings[]);
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM apply_trainer_day_changes(
          '{}'::trainings[], ARRAY(SELECT ROW(removed.*)::trainings FROM removed_rows removed));
      ELSE
        PERFORM apply_trainer_day_changes(
          ARRAY(SELECT ROW(after.*)::trainings FROM added_rows after),
          ARRAY(SELECT ROW(before.*)::trainings FROM removed_rows before));
      END IF;
      RETURN NULL;
    END
    $body$;

    CREATE TRIGGER trainings_keep_day_counts_insert AFTER INSERT ON trainings
      REFERENCING NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_trainer_day_counts();
    CREATE TRIGGER trainings_keep_day_counts_update AFTER UPDATE ON trainings
      REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_trainer_day_counts();
    CREATE TRIGGER trainings_keep_day_counts_delete AFTER DELETE ON trainings
      REFERENCING OLD TABLE AS removed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_trainer_day_counts();

    -- One trainer at a time keeps each call's arrays small.
    SELECT apply_trainer_day_changes(array_agg(training), '{}'::trainings[])
    FROM trainings training
    GROUP BY trainer_id;
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    DROP TRIGGER trainings_keep_day_counts_delete ON trainings;
    DROP TRIGGER trainings_keep_day_counts_update ON trainings;
    DROP TRIGGER trainings_keep_day_counts_insert ON trainings;
    DROP FUNCTION keep_trainer_day_counts();
    DROP FUNCTION apply_trainer_day_changes(trainings[], trainings[]);
    DROP TABLE trainer_days_by_month;
  `);
};
