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

/** The trainer's availability (one statement); a trainer who never saved one has none. */
export async function readAvailability(
  sequelize: Sequelize,
  trainerId: string,
  today: string,
  transaction?: Transaction,
): Promise<Availability> {
  const [row] = await sequelize.query<AvailabilityRow>(
    `SELECT trainer_id, weekly, overrides, time_off, takes_trials FROM trainer_availability
     WHERE trainer_id = $trainerId`,
    { type: QueryTypes.SELECT, bind: { trainerId }, transaction },
  );
  return row ? present(row, today) : noHours(trainerId);
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
 * What holds trainers' time between `$from` and `$to`: sessions (scheduled or completed; a late
 * cancel frees its time, as the staff conflict check treats it) other than `$except`, and trial
 * holds not yet expired at `$now`. Rows `(trainer_id, starts_at)`; the caller narrows the trainers.
 */
const heldTimesSql = `
  SELECT trainer_id, date_of_training AS starts_at FROM trainings
  WHERE status <> 'late-cancelled' AND date_of_training >= $from AND date_of_training < $to
    AND ($except::uuid IS NULL OR id <> $except::uuid)
  UNION ALL
  SELECT trainer_id, starts_at FROM trial_holds
  WHERE released_at IS NULL AND training_id IS NULL AND expires_at > $now
    AND starts_at >= $from AND starts_at < $to`;

/** The given trainers' held times between two instants (see `heldTimesSql`). One statement. */
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
  const rows = await sequelize.query<{ trainer_id: string; starts_at: Date }>(
    `SELECT trainer_id, starts_at FROM (${heldTimesSql}) held WHERE trainer_id = ANY($ids::uuid[])`,
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
  return rows.map((row) => ({ trainerId: row.trainer_id, startsAt: row.starts_at }));
}

/** Every trainer who has saved availability (one statement). */
export async function readTrainersWithHours(sequelize: Sequelize): Promise<string[]> {
  const rows = await sequelize.query<{ trainer_id: string }>(
    'SELECT trainer_id FROM trainer_availability',
    { type: QueryTypes.SELECT },
  );
  return rows.map((row) => row.trainer_id);
}

/**
 * Everything open slots are computed from, in one statement: the given trainers' availability
 * with each one's held times between two instants. A trainer who never saved availability has no
 * slots, so is left out. (The ids are always listed: without them the planner guesses the row
 * count of a never-analysed small table and may JIT-compile the statement, 250 ms here.)
 */
export async function readSlotInputs(
  sequelize: Sequelize,
  trainerIds: readonly string[],
  between: { from: Date; to: Date },
  now: Date,
  today: string,
): Promise<{ trainers: Availability[]; held: HeldTime[] }> {
  const rows = await sequelize.query<AvailabilityRow & { held_at: number[] }>(
    `SELECT a.trainer_id, a.weekly, a.overrides, a.time_off, a.takes_trials,
       ARRAY(SELECT (extract(epoch FROM held.starts_at) * 1000)::float8
             FROM (${heldTimesSql}) held WHERE held.trainer_id = a.trainer_id) AS held_at
     FROM trainer_availability a WHERE a.trainer_id = ANY($ids::uuid[])`,
    {
      type: QueryTypes.SELECT,
      bind: {
        ids: [...trainerIds],
        from: between.from,
        to: between.to,
        except: null,
        now,
      },
    },
  );
  return {
    trainers: rows.map((row) => present(row, today)),
    held: rows.flatMap((row) =>
      row.held_at.map((time) => ({ trainerId: row.trainer_id, startsAt: new Date(time) })),
    ),
  };
}
