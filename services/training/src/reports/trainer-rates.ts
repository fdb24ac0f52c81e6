import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { NewTrainerRate, TrainerRate } from '@studio/contracts/reports';

const rateColumns = `id AS "_id", trainer_id AS "trainerId",
  rate_per_session_cents AS "ratePerSessionCents", to_char(starts_on, 'YYYY-MM-DD') AS "startsOn",
  created_at AS "createdAt"`;

interface RateRow extends Omit<TrainerRate, 'createdAt'> {
  createdAt: Date;
}

const shown = (row: RateRow): TrainerRate => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Every rate (one trainer's when given), by trainer and start date. */
export async function listTrainerRates(
  sequelize: Sequelize,
  trainerId: string | null,
): Promise<TrainerRate[]> {
  const rows = await sequelize.query<RateRow>(
    `SELECT ${rateColumns} FROM trainer_rates
     WHERE ($trainerId::uuid IS NULL OR trainer_id = $trainerId::uuid)
     ORDER BY trainer_id, starts_on`,
    { type: QueryTypes.SELECT, bind: { trainerId } },
  );
  return rows.map(shown);
}

/**
 * Records a rate from its start date, or changes the one starting that day. Only the current
 * business month or later may be changed (past months were paid at their rate), except a trainer's
 * very first rate, which may cover their history. Undefined when the date is refused.
 */
export async function addTrainerRate(
  sequelize: Sequelize,
  rate: NewTrainerRate,
  context: { createdBy: string; now: Date; timeZone: string },
): Promise<TrainerRate | undefined> {
  const [row] = await sequelize.query<RateRow>(
    `WITH open_from AS (
       SELECT date_trunc('month', $now::timestamptz AT TIME ZONE $tz::text)::date AS first_open_day,
         EXISTS (SELECT 1 FROM trainer_rates WHERE trainer_id = $trainerId::uuid) AS has_rate
     )
     INSERT INTO trainer_rates AS rate
       (id, trainer_id, rate_per_session_cents, starts_on, created_by, created_at)
     SELECT $id::uuid, $trainerId::uuid, $cents::int, $startsOn::date, $createdBy::uuid, $now::timestamptz
     FROM open_from
     WHERE NOT has_rate OR $startsOn::date >= first_open_day
     ON CONFLICT (trainer_id, starts_on) DO UPDATE
       SET rate_per_session_cents = EXCLUDED.rate_per_session_cents,
         created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at
     RETURNING ${rateColumns}`,
    {
      type: QueryTypes.SELECT,
      bind: {
        id: randomUUID(),
        trainerId: rate.trainerId,
        cents: rate.ratePerSessionCents,
        startsOn: rate.startsOn,
        createdBy: context.createdBy,
        now: context.now.toISOString(),
        tz: context.timeZone,
      },
    },
  );
  return row && shown(row);
}
