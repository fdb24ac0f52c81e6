import type { Migration } from '@studio/service-kit/migrations';

// The 'Completed Trainings by Month' chart draws one line per trainer. Grouping
// `completed_by_trainer_month` into those lines on every request read a row per trainer and month
// (17k at ten times the chain, 15 ms); this table keeps each trainer's line as it is drawn: the
// months with completed trainings (as year * 12 + month - 1, ascending) and their counts.
//
// Written by statement-level triggers on `trainings`, in the same statement (and transaction) as
// every write that makes a training completed or stops it being one. They are named to fire after
// `trainings_keep_counts_*` (PostgreSQL fires a relation's triggers for one event in name order),
// so the month counts they read are already up to date. A changed trainer's line is rebuilt from
// their month rows (index `completed_by_trainer_month_by_trainer`), never patched.
// Concurrency: a statement's trainers get their rows created if missing and then locked in id
// order, all at once, before the rebuild reads the month rows; under READ COMMITTED that read
// takes a fresh snapshot, so it sees every change committed before the lock was granted, and a
// later writer waits for this one.
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(`
    LOCK TABLE trainings IN SHARE MODE;

    CREATE INDEX completed_by_trainer_month_by_trainer
      ON completed_by_trainer_month (trainer_id, month_start) INCLUDE (completed);

    CREATE TABLE completed_series_by_trainer (
      trainer_id uuid PRIMARY KEY,
      months integer[] NOT NULL,
      counts integer[] NOT NULL,
      CHECK (cardinality(months) = cardinality(counts))
    );

    CREATE FUNCTION rebuild_completed_series(trainer_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$
    BEGIN
      INSERT INTO completed_series_by_trainer (trainer_id, months, counts)
      SELECT DISTINCT id, '{}'::integer[], '{}'::integer[] FROM unnest(trainer_ids) id
      ORDER BY id
      ON CONFLICT (trainer_id) DO NOTHING;

      PERFORM 1 FROM completed_series_by_trainer
      WHERE trainer_id = ANY(trainer_ids)
      ORDER BY trainer_id
      FOR UPDATE;

      UPDATE completed_series_by_trainer kept
      SET months = line.months, counts = line.counts
      FROM (SELECT DISTINCT id FROM unnest(trainer_ids) id) trainer
      CROSS JOIN LATERAL (
        SELECT
          coalesce(array_agg(
            (extract(year FROM month_start) * 12 + extract(month FROM month_start) - 1)::int
            ORDER BY month_start), '{}') AS months,
          coalesce(array_agg(completed ORDER BY month_start), '{}') AS counts
        FROM completed_by_trainer_month month
        WHERE month.trainer_id = trainer.id AND month.completed > 0
      ) line
      WHERE kept.trainer_id = trainer.id;
    END
    $body$;

    CREATE FUNCTION keep_completed_series() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM rebuild_completed_series(ARRAY(
          SELECT trainer_id FROM added_rows WHERE status = 'completed'));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM rebuild_completed_series(ARRAY(
          SELECT trainer_id FROM removed_rows WHERE status = 'completed'));
      ELSE
        PERFORM rebuild_completed_series(ARRAY(
          SELECT trainer_id FROM added_rows WHERE status = 'completed'
          UNION
          SELECT trainer_id FROM removed_rows WHERE status = 'completed'));
      END IF;
      RETURN NULL;
    END
    $body$;

    CREATE TRIGGER trainings_keep_series_insert AFTER INSERT ON trainings
      REFERENCING NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_completed_series();
    CREATE TRIGGER trainings_keep_series_update AFTER UPDATE ON trainings
      REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_completed_series();
    CREATE TRIGGER trainings_keep_series_delete AFTER DELETE ON trainings
      REFERENCING OLD TABLE AS removed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_completed_series();

    SELECT rebuild_completed_series(ARRAY(SELECT DISTINCT trainer_id FROM completed_by_trainer_month));
  `);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(`
    DROP TRIGGER trainings_keep_series_delete ON trainings;
    DROP TRIGGER trainings_keep_series_update ON trainings;
    DROP TRIGGER trainings_keep_series_insert ON trainings;
    DROP FUNCTION keep_completed_series();
    DROP FUNCTION rebuild_completed_series(uuid[]);
    DROP TABLE completed_series_by_trainer;
    DROP INDEX completed_by_trainer_month_by_trainer;
  `);
};
