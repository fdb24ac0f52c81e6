import type { Migration } from '@studio/service-kit/migrations';

// Retention's active counts (customers with a completed session in the 30 and 90 business days
// before a month's end) are distinct counts over a sliding window, so no running total keeps them;
// counting them read every completed session of the range and the 90 days before it. Once a month
// has ended its counts only change when a completed session within 90 days before its end is
// gained or lost, so they are kept here per business month (in the zone of `kept_counts_zone`),
// written by the retention report the first time it counts an ended month, and read from here
// after that: a report then counts only the months not kept (the current one), whatever the
// chain's size.
//
// Staleness: a statement-level trigger on `trainings`, in the same statement (and transaction) as
// every write that gains or loses a completed session, turns the kept months whose 90 days can
// hold one of its sessions into tombstones (counts NULL, `version` + 1) — inserting a tombstone
// for an ended month not kept yet, so that a report counting it concurrently cannot store what it
// counted without that session. The report stores a month only if its `version` is still the one
// its own statement read (`ON CONFLICT ... WHERE kept.version = EXCLUDED.version`, evaluated
// against the latest committed row, waiting for a writer's row lock), and only months that ended
// at least an hour ago (a write whose transaction began before a month ended cannot commit after
// that). Tombstones are written in month order, so concurrent writers cannot deadlock on them;
// months still running are never kept, so writes of this month's sessions touch no row here.
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    CREATE TABLE retention_active_months (
      month_start timestamp PRIMARY KEY,
      active30 integer,
      active90 integer,
      version integer NOT NULL DEFAULT 0,
      CHECK ((active30 IS NULL) = (active90 IS NULL))
    );

    CREATE FUNCTION forget_retention_months(changed trainings[]) RETURNS void
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$
    DECLARE
      zone text := (SELECT time_zone FROM kept_counts_zone);
      first_at timestamptz;
      last_at timestamptz;
    BEGIN
      SELECT min(date_of_training), max(date_of_training) INTO first_at, last_at
      FROM unnest(changed) WHERE status = 'completed';
      IF first_at IS NULL THEN
        RETURN;
      END IF;
      -- A month's counts hold a session if it is in the 90 days before the month's end: every
      -- month from the session's own to 90 days later.
      INSERT INTO retention_active_months AS kept (month_start, active30, active90, version)
      SELECT month_start, NULL, NULL, 1
      FROM generate_series(
        date_trunc('month', first_at AT TIME ZONE zone),
        (last_at AT TIME ZONE zone) + interval '90 days',
        interval '1 month'
      ) AS months(month_start)
      WHERE (month_start + interval '1 month') AT TIME ZONE zone <= clock_timestamp()
      ORDER BY month_start
      ON CONFLICT (month_start)
        DO UPDATE SET active30 = NULL, active90 = NULL, version = kept.version + 1;
    END
    $body$;

    CREATE FUNCTION keep_retention_months() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM forget_retention_months(
          (SELECT array_agg(ROW(added.*)::trainings) FROM added_rows added
           WHERE added.status = 'completed'));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM forget_retention_months(
          (SELECT array_agg(ROW(removed.*)::trainings) FROM removed_rows removed
           WHERE removed.status = 'completed'));
      ELSE
        -- Only rows whose completed session came, went or moved (customer or date) count.
        PERFORM forget_retention_months(
          (SELECT array_agg(ROW(changed.*)::trainings)
           FROM (
             SELECT after.* FROM added_rows after
             WHERE after.status = 'completed' AND NOT EXISTS (
               SELECT 1 FROM removed_rows before
               WHERE before.id = after.id AND before.status = 'completed'
                 AND before.customer_id = after.customer_id
                 AND before.date_of_training = after.date_of_training)
             UNION ALL
             SELECT before.* FROM removed_rows before
             WHERE before.status = 'completed' AND NOT EXISTS (
               SELECT 1 FROM added_rows after
               WHERE after.id = before.id AND after.status = 'completed'
                 AND after.customer_id = before.customer_id
                 AND after.date_of_training = before.date_of_training)
           ) changed));
      END IF;
      RETURN NULL;
    END
    $body$;

    CREATE TRIGGER trainings_keep_retention_insert AFTER INSERT ON trainings
      REFERENCING NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_retention_months();
    CREATE TRIGGER trainings_keep_retention_update AFTER UPDATE ON trainings
      REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_retention_months();
    CREATE TRIGGER trainings_keep_retention_delete AFTER DELETE ON trainings
      REFERENCING OLD TABLE AS removed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_retention_months();
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    DROP TRIGGER trainings_keep_retention_delete ON trainings;
    DROP TRIGGER trainings_keep_retention_update ON trainings;
    DROP TRIGGER trainings_keep_retention_insert ON trainings;
    DROP FUNCTION keep_retention_months();
    DROP FUNCTION forget_retention_months(trainings[]);
    DROP TABLE retention_active_months;
  `);
};
