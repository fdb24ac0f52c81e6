import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { TrainingScope } from './scope.js';
import type { TrainingRow } from './present.js';
import {
  keysetAfter,
  keysetOrderBy,
  SqlParameters,
  type KeysetColumn,
} from '@studio/service-kit/keyset-sql';
import { keysetChunkReader, type ChunkReader } from '@studio/service-kit/streamed-list';

const rowColumns = `id, customer_id AS "customerId", trainer_id AS "trainerId",
  date_of_training AS "dateOfTraining", status, late_cancel_waived_at AS "lateCancelWaivedAt"`;

export const trainingDateColumn: KeysetColumn = {
  expression: 'date_of_training',
  valueType: 'timestamptz',
  id: 'id',
};

export interface TrainingListFilter {
  from?: Date;
  to?: Date;
  trainerId?: string;
  customerId?: string;
}

export type TrainingListRow = TrainingRow & { sort_value: string };

/**
 * Up to `limit` trainings in scope after the row `after` names, optionally within [from, to) and
 * of one trainer or customer, in date order (id breaks ties): read from
 * `trainings_by_date_covering`, `trainings_trainer_date` or `trainings_customer_date` in order, so
 * a read costs its own rows, not the range's.
 */
export function listTrainings(
  sequelize: Sequelize,
  scope: TrainingScope,
  filter: TrainingListFilter,
  read: { limit: number; after?: { value: string | null; id: string } },
): Promise<TrainingListRow[]> {
  const parameters = new SqlParameters();
  const conditions: string[] = [];
  if (scope.kind === 'customers')
    conditions.push(`customer_id = ANY(${parameters.add([...scope.customers.keys()])}::uuid[])`);
  if (filter.from)
    conditions.push(
      `date_of_training >= ${parameters.add(filter.from.toISOString())}::timestamptz`,
    );
  if (filter.to)
    conditions.push(`date_of_training < ${parameters.add(filter.to.toISOString())}::timestamptz`);
  if (filter.trainerId) conditions.push(`trainer_id = ${parameters.add(filter.trainerId)}::uuid`);
  if (filter.customerId)
    conditions.push(`customer_id = ${parameters.add(filter.customerId)}::uuid`);
  if (read.after) conditions.push(keysetAfter(trainingDateColumn, false, read.after, parameters));
  return sequelize.query(
    `SELECT ${rowColumns}, date_of_training::text AS sort_value FROM trainings
     ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY ${keysetOrderBy(trainingDateColumn, false)}
     LIMIT ${parameters.add(read.limit)}`,
    { type: QueryTypes.SELECT, bind: parameters.values },
  );
}

/** The spec's whole list (optionally filtered), a chunk at a time for a streamed answer. */
export function trainingListChunk(
  sequelize: Sequelize,
  scope: TrainingScope,
  filter: TrainingListFilter,
): ChunkReader<TrainingListRow> {
  return keysetChunkReader((chunk) => listTrainings(sequelize, scope, filter, chunk));
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
