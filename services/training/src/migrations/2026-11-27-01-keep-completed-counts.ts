import { defaultBusinessTimeZone } from '@studio/service-kit/config';
import type { Migration } from '@studio/service-kit/migrations';

/** Every studio ran in the default zone when this migration was written (a constant, not input). */
const keptZone = defaultBusinessTimeZone;

// Retention, lapsed customers and the by-month chart read each customer's first and last completed
// session and the completed count per trainer and business month. Recounting them read every
// completed training; these tables keep them instead, written by triggers in the same statement
// (and so the same transaction) as every write that makes a training completed or stops it being
// one — claims, deletes, date or trainer changes, bulk seeding — whatever code path does it.
//
// Months are kept in the time zone recorded in `kept_counts_zone` (the business time zone);
// readers recount when theirs differs.
//
// Concurrency: gains are upserts with least/greatest and +n, which PostgreSQL serialises on the
// row. A loss of a customer's first or last session locks their row first and then recounts from
// their own trainings (index `trainings_completed_by_customer`): each statement of a volatile
// function takes a fresh snapshot under READ COMMITTED, so the recount sees every claim committed
// before the lock was granted, and later claims wait for it and apply least/greatest to the
// recounted row.
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    LOCK TABLE trainings IN SHARE MODE;

    CREATE TABLE kept_counts_zone (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      time_zone text NOT NULL
    );
    INSERT INTO kept_counts_zone (time_zone) VALUES ('${keptZone}');

    CREATE TABLE customer_sessions (
      customer_id uuid PRIMARY KEY,
      first_session_at timestamptz NOT NULL,
      last_session_at timestamptz NOT NULL
    );
    CREATE INDEX customer_sessions_by_first ON customer_sessions (first_session_at);
    CREATE INDEX customer_sessions_by_last ON customer_sessions (last_session_at, customer_id);

    CREATE TABLE completed_by_trainer_month (
      month_start timestamp NOT NULL,
      trainer_id uuid NOT NULL,
      completed integer NOT NULL,
      PRIMARY KEY (month_start, trainer_id)
    );

    CREATE FUNCTION apply_completed_changes(gained trainings[], lost trainings[]) RETURNS void
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$
    DECLARE
      zone text := (SELECT time_zone FROM kept_counts_zone);
    BEGIN
      INSERT INTO completed_by_trainer_month AS kept (month_start, trainer_id, completed)
      SELECT date_trunc('month', change.date_of_training AT TIME ZONE zone), change.trainer_id,
        sum(change.delta)
      FROM (
        SELECT trainer_id, date_of_training, 1 AS delta FROM unnest(gained)
        UNION ALL
        SELECT trainer_id, date_of_training, -1 FROM unnest(lost)
      ) change
      GROUP BY 1, 2
      HAVING sum(change.delta) <> 0
      ORDER BY 1, 2
      ON CONFLICT (month_start, trainer_id)
        DO UPDATE SET completed = kept.completed + EXCLUDED.completed;

      INSERT INTO customer_sessions AS kept (customer_id, first_session_at, last_session_at)
      SELECT customer_id, min(date_of_training), max(date_of_training)
      FROM unnest(gained)
      GROUP BY customer_id
      ORDER BY customer_id
      ON CONFLICT (customer_id) DO UPDATE SET
        first_session_at = least(kept.first_session_at, EXCLUDED.first_session_at),
        last_session_at = greatest(kept.last_session_at, EXCLUDED.last_session_at);

      IF cardinality(lost) > 0 THEN
        PERFORM 1 FROM customer_sessions
        WHERE customer_id IN (SELECT customer_id FROM unnest(lost))
        ORDER BY customer_id
        FOR UPDATE;

        WITH recount AS (
          SELECT kept.customer_id, sessions.first_at, sessions.last_at
          FROM customer_sessions kept
          CROSS JOIN LATERAL (
            SELECT min(date_of_training) AS first_at, max(date_of_training) AS last_at
            FROM trainings
            WHERE customer_id = kept.customer_id AND status = 'completed'
          ) sessions
          WHERE EXISTS (
            SELECT 1 FROM unnest(lost) gone
            WHERE gone.customer_id = kept.customer_id
              AND gone.date_of_training IN (kept.first_session_at, kept.last_session_at)
          )
        ), emptied AS (
          DELETE FROM customer_sessions kept USING recount
          WHERE kept.customer_id = recount.customer_id AND recount.first_at IS NULL
        )
        UPDATE customer_sessions kept
        SET first_session_at = recount.first_at, last_session_at = recount.last_at
        FROM recount
        WHERE kept.customer_id = recount.customer_id AND recount.first_at IS NOT NULL;
      END IF;
    END
    $body$;

    CREATE FUNCTION keep_completed_counts() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM apply_completed_changes(
          (SELECT array_agg(ROW(added.*)::trainings) FROM added_rows added
           WHERE added.status = 'completed'),
          '{}'::trainings[]);
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM apply_completed_changes(
          '{}'::trainings[],
          (SELECT array_agg(ROW(removed.*)::trainings) FROM removed_rows removed
           WHERE removed.status = 'completed'));
      ELSE
        -- Only what changed counts: a completed training keeping its trainer, customer and date
        -- is neither gained nor lost.
        PERFORM apply_completed_changes(
          (SELECT array_agg(ROW(after.*)::trainings) FROM added_rows after
           WHERE after.status = 'completed' AND NOT EXISTS (
             SELECT 1 FROM removed_rows before
             WHERE before.id = after.id AND before.status = 'completed'
               AND before.trainer_id = after.trainer_id AND before.customer_id = after.customer_id
               AND before.date_of_training = after.date_of_training)),
          (SELECT array_agg(ROW(before.*)::trainings) FROM removed_rows before
           WHERE before.status = 'completed' AND NOT EXISTS (
             SELECT 1 FROM added_rows after
             WHERE after.id = before.id AND after.status = 'completed'
               AND after.trainer_id = before.trainer_id AND after.customer_id = before.customer_id
               AND after.date_of_training = before.date_of_training)));
      END IF;
      RETURN NULL;
    END
    $body$;

    CREATE TRIGGER trainings_keep_counts_insert AFTER INSERT ON trainings
      REFERENCING NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_completed_counts();
    CREATE TRIGGER trainings_keep_counts_update AFTER UPDATE ON trainings
      REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_completed_counts();
    CREATE TRIGGER trainings_keep_counts_delete AFTER DELETE ON trainings
      REFERENCING OLD TABLE AS removed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_completed_counts();

    INSERT INTO customer_sessions (customer_id, first_session_at, last_session_at)
    SELECT customer_id, min(date_of_training), max(date_of_training)
    FROM trainings WHERE status = 'completed'
    GROUP BY customer_id;

    INSERT INTO completed_by_trainer_month (month_start, trainer_id, completed)
    SELECT date_trunc('month', date_of_training AT TIME ZONE '${keptZone}'), trainer_id, count(*)
    FROM trainings WHERE status = 'completed'
    GROUP BY 1, 2;
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    DROP TRIGGER trainings_keep_counts_delete ON trainings;
    DROP TRIGGER trainings_keep_counts_update ON trainings;
    DROP TRIGGER trainings_keep_counts_insert ON trainings;
    DROP FUNCTION keep_completed_counts();
    DROP FUNCTION apply_completed_changes(trainings[], trainings[]);
    DROP TABLE completed_by_trainer_month;
    DROP TABLE customer_sessions;
    DROP TABLE kept_counts_zone;
  `);
};
