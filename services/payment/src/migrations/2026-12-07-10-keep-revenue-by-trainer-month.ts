import { defaultBusinessTimeZone } from '@studio/service-kit/config';
import type { Migration } from '@studio/service-kit/migrations';

/** Every studio ran in the default zone when this migration was written (a constant, not input). */
const keptZone = defaultBusinessTimeZone;

// The revenue report sums credited payments per business month and trainer. Summing them on every
// request read every payment of the range (100k for a year at ten times the chain, 270 ms); this
// table keeps the sums instead, written by statement-level triggers in the same statement (and so
// the same transaction) as every write that credits a payment or changes a credited one — the
// credit itself, deletes, trainer or date changes, bulk seeding — whatever code path does it.
//
// Months are kept in the time zone recorded in `kept_revenue_zone` (the business time zone);
// readers recount from the payments when theirs differs. A month and trainer whose payments all
// stop being credited keeps a row with zero packages, which readers skip.
//
// Concurrency: changes are upserts adding to the row, which PostgreSQL serialises on the row; a
// statement's rows are written in (month, trainer) order so two statements never wait on each other
// in opposite orders.
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    LOCK TABLE payments IN SHARE MODE;

    CREATE TABLE kept_revenue_zone (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      time_zone text NOT NULL
    );
    INSERT INTO kept_revenue_zone (time_zone) VALUES ('${keptZone}');

    CREATE TABLE revenue_by_trainer_month (
      month_start timestamp NOT NULL,
      trainer_id uuid NOT NULL,
      amount_paid bigint NOT NULL,
      packages integer NOT NULL,
      sessions_sold bigint NOT NULL,
      PRIMARY KEY (month_start, trainer_id)
    );

    CREATE FUNCTION apply_revenue_changes(gained payments[], lost payments[]) RETURNS void
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$
    DECLARE
      zone text := (SELECT time_zone FROM kept_revenue_zone);
    BEGIN
      INSERT INTO revenue_by_trainer_month AS kept
        (month_start, trainer_id, amount_paid, packages, sessions_sold)
      SELECT date_trunc('month', change.paid_at AT TIME ZONE zone), change.trainer_id,
        sum(change.sign * change.amount_paid), sum(change.sign)::int,
        sum(change.sign * change.num_of_trainings_paid_for)
      FROM (
        SELECT trainer_id, paid_at, amount_paid, num_of_trainings_paid_for, 1 AS sign
        FROM unnest(gained)
        UNION ALL
        SELECT trainer_id, paid_at, amount_paid, num_of_trainings_paid_for, -1
        FROM unnest(lost)
      ) change
      GROUP BY 1, 2
      ORDER BY 1, 2
      ON CONFLICT (month_start, trainer_id) DO UPDATE
        SET amount_paid = kept.amount_paid + EXCLUDED.amount_paid,
          packages = kept.packages + EXCLUDED.packages,
          sessions_sold = kept.sessions_sold + EXCLUDED.sessions_sold;
    END
    $body$;

    CREATE FUNCTION keep_revenue() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $body$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM apply_revenue_changes(
          (SELECT array_agg(ROW(added.*)::payments) FROM added_rows added
           WHERE added.status = 'credited'),
          '{}'::payments[]);
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM apply_revenue_changes(
          '{}'::payments[],
          (SELECT array_agg(ROW(removed.*)::payments) FROM removed_rows removed
           WHERE removed.status = 'credited'));
      ELSE
        -- Only what changed counts: a credited payment keeping its trainer, date, amount and
        -- sessions is neither gained nor lost.
        PERFORM apply_revenue_changes(
          (SELECT array_agg(ROW(after.*)::payments) FROM added_rows after
           WHERE after.status = 'credited' AND NOT EXISTS (
             SELECT 1 FROM removed_rows before
             WHERE before.id = after.id AND before.status = 'credited'
               AND before.trainer_id = after.trainer_id AND before.paid_at = after.paid_at
               AND before.amount_paid = after.amount_paid
               AND before.num_of_trainings_paid_for = after.num_of_trainings_paid_for)),
          (SELECT array_agg(ROW(before.*)::payments) FROM removed_rows before
           WHERE before.status = 'credited' AND NOT EXISTS (
             SELECT 1 FROM added_rows after
             WHERE after.id = before.id AND after.status = 'credited'
               AND after.trainer_id = before.trainer_id AND after.paid_at = before.paid_at
               AND after.amount_paid = before.amount_paid
               AND after.num_of_trainings_paid_for = before.num_of_trainings_paid_for)));
      END IF;
      RETURN NULL;
    END
    $body$;

    CREATE TRIGGER payments_keep_revenue_insert AFTER INSERT ON payments
      REFERENCING NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_revenue();
    CREATE TRIGGER payments_keep_revenue_update AFTER UPDATE ON payments
      REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_revenue();
    CREATE TRIGGER payments_keep_revenue_delete AFTER DELETE ON payments
      REFERENCING OLD TABLE AS removed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION keep_revenue();

    INSERT INTO revenue_by_trainer_month
      (month_start, trainer_id, amount_paid, packages, sessions_sold)
    SELECT date_trunc('month', paid_at AT TIME ZONE '${keptZone}'), trainer_id, sum(amount_paid),
      count(*), sum(num_of_trainings_paid_for)
    FROM payments
    WHERE status = 'credited'
    GROUP BY 1, 2;
    ANALYZE revenue_by_trainer_month;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TRIGGER payments_keep_revenue_delete ON payments;
    DROP TRIGGER payments_keep_revenue_update ON payments;
    DROP TRIGGER payments_keep_revenue_insert ON payments;
    DROP FUNCTION keep_revenue();
    DROP FUNCTION apply_revenue_changes(payments[], payments[]);
    DROP TABLE revenue_by_trainer_month;
    DROP TABLE kept_revenue_zone;
  `);
};
