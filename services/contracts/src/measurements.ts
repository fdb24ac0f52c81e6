import Type from 'typebox';
import { BusinessDate } from './customers.js';

/**
 * A customer's body measurements (issue 30): dated entries recorded by staff (often right after a
 * session) or by the customer (weight and a note only). Ranges are what a person can plausibly
 * measure; a value outside them is a 400 naming the field. A correction is a new version of the
 * entry, never an overwrite.
 */

/** Every value an entry may carry, with its unit in the name. */
export const measurementValueFields = [
  'weightKg',
  'bodyFatPct',
  'waistCm',
  'hipsCm',
  'chestCm',
  'armCm',
  'thighCm',
  'restingHr',
] as const;
export type MeasurementValueField = (typeof measurementValueFields)[number];

/** Plausible ranges, checked by the schema (the 400 names the field and the bound). */
export const measurementRanges: Record<MeasurementValueField, { min: number; max: number }> = {
  weightKg: { min: 20, max: 350 },
  bodyFatPct: { min: 2, max: 75 },
  waistCm: { min: 30, max: 250 },
  hipsCm: { min: 40, max: 250 },
  chestCm: { min: 40, max: 250 },
  armCm: { min: 10, max: 80 },
  thighCm: { min: 20, max: 120 },
  restingHr: { min: 25, max: 220 },
};

const decimal = (field: MeasurementValueField) =>
  Type.Number({ minimum: measurementRanges[field].min, maximum: measurementRanges[field].max });

export const measurementNoteMaxLength = 1000;
const note = Type.String({ maxLength: measurementNoteMaxLength });

const valueProperties = {
  weightKg: Type.Optional(decimal('weightKg')),
  bodyFatPct: Type.Optional(decimal('bodyFatPct')),
  waistCm: Type.Optional(decimal('waistCm')),
  hipsCm: Type.Optional(decimal('hipsCm')),
  chestCm: Type.Optional(decimal('chestCm')),
  armCm: Type.Optional(decimal('armCm')),
  thighCm: Type.Optional(decimal('thighCm')),
  restingHr: Type.Optional(
    Type.Integer({
      minimum: measurementRanges.restingHr.min,
      maximum: measurementRanges.restingHr.max,
    }),
  ),
};

/**
 * `POST /api/customers/:id/measurements` and `PUT .../measurements/:mid` (staff): the date and at
 * least one value (the service says so when none is given). Decimals are kept to one place.
 */
export const MeasurementBody = Type.Object(
  { date: BusinessDate, ...valueProperties, note: Type.Optional(note) },
  { additionalProperties: false },
);
export type MeasurementBody = Type.Static<typeof MeasurementBody>;

/** `POST /api/me/measurements` (a customer): their weight and a note, nothing else. */
export const MyMeasurementBody = Type.Object(
  { date: BusinessDate, weightKg: decimal('weightKg'), note: Type.Optional(note) },
  { additionalProperties: false },
);
export type MyMeasurementBody = Type.Static<typeof MyMeasurementBody>;

export const MeasurementParams = Type.Object(
  { id: Type.String({ format: 'uuid' }), mid: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/** One entry as it reads now (its latest version); values never recorded are left out. */
export const Measurement = Type.Object({
  _id: Type.String(),
  date: BusinessDate,
  ...valueProperties,
  note: Type.Optional(Type.String()),
  /** 1 for the first recording, +1 for each correction. */
  version: Type.Integer(),
  recordedBy: Type.Union([Type.Literal('staff'), Type.Literal('customer')]),
  recordedAt: Type.String({ format: 'date-time' }),
});
export type Measurement = Type.Static<typeof Measurement>;

/**
 * How one value moved: from its first entry to its latest, and over the last 30 days (from the
 * last entry on or before 30 days ago, else the first within them; null without an entry in the
 * last 30 days or without an earlier one to compare with).
 */
export const MeasurementTrend = Type.Object({
  field: Type.Union([
    Type.Literal('weightKg'),
    Type.Literal('bodyFatPct'),
    Type.Literal('waistCm'),
    Type.Literal('hipsCm'),
    Type.Literal('chestCm'),
    Type.Literal('armCm'),
    Type.Literal('thighCm'),
    Type.Literal('restingHr'),
  ]),
  first: Type.Object({ date: BusinessDate, value: Type.Number() }),
  latest: Type.Object({ date: BusinessDate, value: Type.Number() }),
  sinceFirst: Type.Number(),
  last30Days: Type.Union([Type.Number(), Type.Null()]),
});
export type MeasurementTrend = Type.Static<typeof MeasurementTrend>;

/** `GET .../measurements`: every entry, oldest date first, and each recorded value's trend. */
export const MeasurementList = Type.Object({
  items: Type.Array(Measurement),
  trends: Type.Array(MeasurementTrend),
});
export type MeasurementList = Type.Static<typeof MeasurementList>;

export const atLeastOneMeasurementMessage = `Give at least one value: ${measurementValueFields.join(', ')}.`;
