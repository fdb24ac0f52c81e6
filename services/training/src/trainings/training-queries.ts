import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { scopeBind, scopeCondition, type TrainingScope } from './scope.js';
import type { TrainingRow } from './present.js';

const rowColumns = `id, customer_id AS "customerId", trainer_id AS "trainerId",
  date_of_training AS "dateOfTraining", status, late_cancel_waived_at AS "lateCancelWaivedAt"`;

/** Trainings in scope, optionally within [from, to), in date order. */
export function listTrainings(
  sequelize: Sequelize,
  scope: TrainingScope,
  range: { from?: Date; to?: Date },
): Promise<TrainingRow[]> {
  return sequelize.query<TrainingRow>(
    `SELECT ${rowColumns} FROM trainings
     WHERE ${scopeCondition}
       AND ($from::timestamptz IS NULL OR date_of_training >= $from::timestamptz)
       AND ($to::timestamptz IS NULL OR date_of_training < $to::timestamptz)
     ORDER BY date_of_training, id`,
    {
      type: QueryTypes.SELECT,
      bind: { ...scopeBind(scope), from: range.from ?? null, to: range.to ?? null },
    },
  );
}

/** Past trainings still waiting to be claimed, newest first. */
export function listUnclaimed(
  sequelize: Sequelize,
  scope: TrainingScope,
  now: Date,
): Promise<TrainingRow[]> {
  return sequelize.query<TrainingRow>(
    `SELECT ${rowColumns} FROM trainings
     WHERE ${scopeCondition} AND status = 'scheduled' AND date_of_training <= $now::timestamptz
     ORDER BY date_of_training DESC, id`,
    { type: QueryTypes.SELECT, bind: { ...scopeBind(scope), now } },
  );
}

export interface ConflictRow extends TrainingRow {
  requestedDate: Date;
}

/**
 * Trainings of the same trainer or the same customer that overlap a one-hour session starting at
 * any of `dates` (sessions last an hour, so starts less than an hour apart collide).
 */
export function findConflicts(
  sequelize: Sequelize,
  booking: { dates: Date[]; trainerId: string; customerId: string; excludeId?: string },
  transaction?: Transaction,
): Promise<ConflictRow[]> {
  return sequelize.query<ConflictRow>(
    `SELECT requested AS "requestedDate", ${rowColumns}
     FROM unnest($dates::timestamptz[]) AS requested
     JOIN trainings
       ON date_of_training > requested - interval '1 hour'
      AND date_of_training < requested + interval '1 hour'
     WHERE (trainer_id = $trainerId OR customer_id = $customerId)
       AND status <> 'late-cancelled'
       AND ($excludeId::uuid IS NULL OR id <> $excludeId::uuid)
     ORDER BY requested, date_of_training`,
    {
      type: QueryTypes.SELECT,
      transaction,
      bind: {
        dates: booking.dates.map((date) => date.toISOString()),
        trainerId: booking.trainerId,
        customerId: booking.customerId,
        excludeId: booking.excludeId ?? null,
      },
    },
  );
}

/**
 * The same wall-clock time in the business time zone on `weeks` consecutive weeks, starting with
 * `start` (so a 9 am session stays at 9 am across a daylight-saving change where there is one).
 */
export async function weeklyDates(
  sequelize: Sequelize,
  start: Date,
  weeks: number,
  timeZone: string,
): Promise<Date[]> {
  const rows = await sequelize.query<{ date: Date }>(
    `SELECT (($start::timestamptz AT TIME ZONE $tz) + make_interval(weeks => n)) AT TIME ZONE $tz AS date
     FROM generate_series(0, $weeks::int - 1) AS n ORDER BY n`,
    { type: QueryTypes.SELECT, bind: { start: start.toISOString(), weeks, tz: timeZone } },
  );
  return rows.map((row) => row.date);
}
