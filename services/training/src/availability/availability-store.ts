import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Availability, AvailabilityChange } from '@studio/contracts/availability';
import type { HeldTime } from '../domain/slots.js';

interface AvailabilityRow {
  trainer_id: string;
  weekly: Availability['weekly'];
  overrides: Availability['overrides'];
  time_off: Availability['timeOff'];
  takes_trials: boolean;
}

const noHours = (trainerId: string): Availability => ({
  trainerId,
  weekly: [],
  overrides: [],
  timeOff: [],
  takesTrials: false,
});

/** Overrides of days gone by are history: they are left out, so a save never re-sends a past date. */
const present = (row: AvailabilityRow, today: string): Availability => ({
  trainerId: row.trainer_id,
  weekly: row.weekly,
  overrides: row.overrides.filter((override) => override.date >= today),
  timeOff: row.time_off,
  takesTrials: row.takes_trials,
});

/**
 * The availability of the given trainers (one statement); `undefined` ids: every trainer who
 * has saved one. A trainer who never saved has none.
 */
export async function readAvailabilities(
  sequelize: Sequelize,
  trainerIds: readonly string[] | undefined,
  today: string,
  transaction?: Transaction,
): Promise<Availability[]> {
  const rows = await sequelize.query<AvailabilityRow>(
    `SELECT trainer_id, weekly, overrides, time_off, takes_trials FROM trainer_availability
     WHERE $ids::uuid[] IS NULL OR trainer_id = ANY($ids::uuid[])`,
    { type: QueryTypes.SELECT, bind: { ids: trainerIds ? [...trainerIds] : null }, transaction },
  );
  if (!trainerIds) return rows.map((row) => present(row, today));
  const byId = new Map(rows.map((row) => [row.trainer_id, present(row, today)]));
  return trainerIds.map((id) => byId.get(id) ?? noHours(id));
}

export async function readAvailability(
  sequelize: Sequelize,
  trainerId: string,
  today: string,
  transaction?: Transaction,
): Promise<Availability> {
  const [availability] = await readAvailabilities(sequelize, [trainerId], today, transaction);
  return availability ?? noHours(trainerId);
}

/** Replaces the trainer's whole availability (one statement) and answers it as stored. */
export async function saveAvailability(
  sequelize: Sequelize,
  trainerId: string,
  change: AvailabilityChange,
  savedBy: string,
): Promise<Availability> {
  const saved: Availability = {
    trainerId,
    weekly: change.weekly,
    overrides: [...change.overrides].sort((a, b) => a.date.localeCompare(b.date)),
    timeOff: change.timeOff,
    takesTrials: change.takesTrials ?? false,
  };
  await sequelize.query(
    `INSERT INTO trainer_availability (trainer_id, weekly, overrides, time_off, takes_trials, updated_at, updated_by)
     VALUES ($trainerId, $weekly::jsonb, $overrides::jsonb, $timeOff::jsonb, $takesTrials, now(), $savedBy)
     ON CONFLICT (trainer_id) DO UPDATE SET weekly = EXCLUDED.weekly, overrides = EXCLUDED.overrides,
       time_off = EXCLUDED.time_off, takes_trials = EXCLUDED.takes_trials,
       updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    {
      bind: {
        trainerId,
        weekly: JSON.stringify(saved.weekly),
        overrides: JSON.stringify(saved.overrides),
        timeOff: JSON.stringify(saved.timeOff),
        takesTrials: saved.takesTrials,
        savedBy,
      },
    },
  );
  return saved;
}

/**
 * Sessions holding the given trainers' time between two instants (scheduled or completed; a late
 * cancel frees its time, as the staff conflict check treats it), and trial holds not yet expired
 * at `now`. One statement.
 */
export async function readHeldTimes(
  sequelize: Sequelize,
  trainerIds: readonly string[],
  between: { from: Date; to: Date },
  /** Trial holds unexpired at this instant hold their time too (issue 27): the service's clock. */
  now: Date,
  transaction?: Transaction,
  /** A session being moved: its own time does not stand in its way. */
  exceptTrainingId?: string,
): Promise<HeldTime[]> {
  if (trainerIds.length === 0) return [];
  const rows = await sequelize.query<{ trainer_id: string; date_of_training: Date }>(
    `SELECT trainer_id, date_of_training FROM trainings
     WHERE trainer_id = ANY($ids::uuid[]) AND status <> 'late-cancelled'
       AND date_of_training >= $from AND date_of_training < $to
       AND ($except::uuid IS NULL OR id <> $except::uuid)
     UNION ALL
     SELECT trainer_id, starts_at FROM trial_holds
     WHERE trainer_id = ANY($ids::uuid[]) AND released_at IS NULL AND training_id IS NULL
       AND expires_at > $now AND starts_at >= $from AND starts_at < $to`,
    {
      type: QueryTypes.SELECT,
      bind: {
        ids: [...trainerIds],
        from: between.from,
        to: between.to,
        except: exceptTrainingId ?? null,
        now,
      },
      transaction,
    },
  );
  return rows.map((row) => ({ trainerId: row.trainer_id, startsAt: row.date_of_training }));
}
