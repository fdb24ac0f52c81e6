import { randomUUID } from 'node:crypto';
import type { Measurement } from '@studio/contracts/measurements';
import { notFound } from '@studio/service-kit/errors';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { MeasurementValues } from '../domain/measurement-values.js';
import { recordAudit, type AuditActor } from './audit.js';

/**
 * A customer's measurements (issue 30). Reads are plain functions of the customer id, so the
 * customer's export and erasure (issue 28) use the same ones the screens do.
 */

interface MeasurementRow {
  entry_id: string;
  version: number;
  measured_on: string;
  weight_kg: string | null;
  body_fat_pct: string | null;
  waist_cm: string | null;
  hips_cm: string | null;
  chest_cm: string | null;
  arm_cm: string | null;
  thigh_cm: string | null;
  resting_hr: number | null;
  note: string | null;
  recorded_by_role: string;
  recorded_at: Date;
}

const columnsOfFields = {
  weightKg: 'weight_kg',
  bodyFatPct: 'body_fat_pct',
  waistCm: 'waist_cm',
  hipsCm: 'hips_cm',
  chestCm: 'chest_cm',
  armCm: 'arm_cm',
  thighCm: 'thigh_cm',
  restingHr: 'resting_hr',
} as const;

const selectedColumns = `entry_id, version, to_char(measured_on, 'YYYY-MM-DD') AS measured_on,
  weight_kg, body_fat_pct, waist_cm, hips_cm, chest_cm, arm_cm, thigh_cm, resting_hr, note,
  recorded_by_role, recorded_at`;

/** A row as the API shows it; values never recorded are left out (not null, not 0). */
function measurementOf(row: MeasurementRow): Measurement {
  const measurement: Measurement = {
    _id: row.entry_id,
    date: row.measured_on,
    version: row.version,
    recordedBy: row.recorded_by_role === 'customer' ? 'customer' : 'staff',
    recordedAt: row.recorded_at.toISOString(),
  };
  for (const [field, column] of Object.entries(columnsOfFields)) {
    const value = row[column];
    if (value !== null) measurement[field as keyof typeof columnsOfFields] = Number(value);
  }
  if (row.note !== null) measurement.note = row.note;
  return measurement;
}

/** Every entry of the customer as it reads now, oldest date first (ties: first recorded first). */
export async function measurementsOf(
  sequelize: Sequelize,
  customerId: string,
): Promise<Measurement[]> {
  const rows = await sequelize.query<MeasurementRow>(
    `SELECT ${selectedColumns} FROM customer.measurements
      WHERE customer_id = $customerId AND is_current
      ORDER BY measured_on, recorded_at, entry_id`,
    { type: QueryTypes.SELECT, bind: { customerId } },
  );
  return rows.map(measurementOf);
}

/** Every version of every entry (corrections included), for the customer's export. */
export async function measurementHistoryOf(
  sequelize: Sequelize,
  customerId: string,
): Promise<Measurement[]> {
  const rows = await sequelize.query<MeasurementRow>(
    `SELECT ${selectedColumns} FROM customer.measurements
      WHERE customer_id = $customerId ORDER BY measured_on, entry_id, version`,
    { type: QueryTypes.SELECT, bind: { customerId } },
  );
  return rows.map(measurementOf);
}

async function insertVersion(
  sequelize: Sequelize,
  entry: { entryId: string; customerId: string; version: number; date: string },
  values: MeasurementValues,
  actor: AuditActor,
  recordedAt: Date,
  transaction: Transaction,
): Promise<Measurement> {
  const [row] = await sequelize.query<MeasurementRow>(
    `INSERT INTO customer.measurements (id, entry_id, customer_id, version, is_current, measured_on,
       weight_kg, body_fat_pct, waist_cm, hips_cm, chest_cm, arm_cm, thigh_cm, resting_hr, note,
       recorded_by_id, recorded_by_role, recorded_at)
     VALUES ($id, $entryId, $customerId, $version, true, $date::date, $weightKg, $bodyFatPct,
       $waistCm, $hipsCm, $chestCm, $armCm, $thighCm, $restingHr, $note, $actorId, $actorRole,
       $recordedAt)
     RETURNING ${selectedColumns}`,
    {
      type: QueryTypes.SELECT,
      transaction,
      bind: {
        id: randomUUID(),
        ...entry,
        weightKg: values.weightKg ?? null,
        bodyFatPct: values.bodyFatPct ?? null,
        waistCm: values.waistCm ?? null,
        hipsCm: values.hipsCm ?? null,
        chestCm: values.chestCm ?? null,
        armCm: values.armCm ?? null,
        thighCm: values.thighCm ?? null,
        restingHr: values.restingHr ?? null,
        note: values.note ?? null,
        actorId: actor.actorId,
        actorRole: actor.actorRole,
        recordedAt: recordedAt.toISOString(),
      },
    },
  );
  return measurementOf(row!);
}

/** A new entry, audited as `measurement.record`. */
export async function recordMeasurement(
  sequelize: Sequelize,
  customerId: string,
  date: string,
  values: MeasurementValues,
  actor: AuditActor,
  at: Date,
): Promise<Measurement> {
  return sequelize.transaction(async (transaction) => {
    const entryId = randomUUID();
    const measurement = await insertVersion(
      sequelize,
      { entryId, customerId, version: 1, date },
      values,
      actor,
      at,
      transaction,
    );
    await recordAudit(
      actor,
      'measurement.record',
      customerId,
      { measurementId: entryId, date, fields: Object.keys(values) },
      transaction,
    );
    return measurement;
  });
}

/**
 * A correction: the entry's current version stops being current and version + 1 holds the body,
 * audited as `measurement.correct` with what was replaced. 404 unless the entry is the customer's.
 * The current row is locked, so two corrections at once make versions 2 and 3, never two 2s.
 */
export async function correctMeasurement(
  sequelize: Sequelize,
  customerId: string,
  entryId: string,
  date: string,
  values: MeasurementValues,
  actor: AuditActor,
  at: Date,
): Promise<Measurement> {
  return sequelize.transaction(async (transaction) => {
    const [current] = await sequelize.query<MeasurementRow & { id: string }>(
      `SELECT id, ${selectedColumns} FROM customer.measurements
        WHERE entry_id = $entryId AND customer_id = $customerId AND is_current FOR UPDATE`,
      { type: QueryTypes.SELECT, bind: { entryId, customerId }, transaction },
    );
    if (!current) throw notFound('Measurement not found.');
    await sequelize.query(`UPDATE customer.measurements SET is_current = false WHERE id = $id`, {
      bind: { id: current.id },
      transaction,
    });
    const measurement = await insertVersion(
      sequelize,
      { entryId, customerId, version: current.version + 1, date },
      values,
      actor,
      at,
      transaction,
    );
    await recordAudit(
      actor,
      'measurement.correct',
      customerId,
      { measurementId: entryId, version: measurement.version, replaced: measurementOf(current) },
      transaction,
    );
    return measurement;
  });
}
