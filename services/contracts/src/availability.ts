import Type, { type Static } from 'typebox';
import { NamedRef } from './training.js';

/**
 * A trainer's published hours (training service, issue 26): what customers can book themselves.
 * `GET`/`PUT /api/trainers/:id/availability` (the trainer themselves or an admin); a PUT replaces
 * the whole availability and answers it. Wall-clock times are in the business time zone.
 */

/** `HH:MM`, 24-hour clock; `24:00` ends a range at midnight. */
const ClockTime = Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$' });
const CalendarDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const TimeRange = Type.Object(
  { start: ClockTime, end: ClockTime },
  { additionalProperties: false },
);
export type TimeRange = Static<typeof TimeRange>;

export const WeeklyRange = Type.Object(
  {
    /** ISO weekday: Monday 1 … Sunday 7. */
    weekday: Type.Integer({ minimum: 1, maximum: 7 }),
    start: ClockTime,
    end: ClockTime,
  },
  { additionalProperties: false },
);
export type WeeklyRange = Static<typeof WeeklyRange>;

/** A date with other hours than its weekday's; no ranges means a day off. */
export const DateOverride = Type.Object(
  { date: CalendarDate, ranges: Type.Array(TimeRange, { maxItems: 12 }) },
  { additionalProperties: false },
);
export type DateOverride = Static<typeof DateOverride>;

export const TimeOff = Type.Object(
  {
    from: Type.String({ format: 'date-time' }),
    to: Type.String({ format: 'date-time' }),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type TimeOff = Static<typeof TimeOff>;

const availabilityFields = {
  weekly: Type.Array(WeeklyRange, { maxItems: 84 }),
  overrides: Type.Array(DateOverride, { maxItems: 400 }),
  timeOff: Type.Array(TimeOff, { maxItems: 200 }),
};

/** `PUT /api/trainers/:id/availability`; `takesTrials` (default false) lets visitors book a trial with them. */
export const AvailabilityChange = Type.Object(
  { ...availabilityFields, takesTrials: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type AvailabilityChange = Static<typeof AvailabilityChange>;

/** A trainer's whole availability; a trainer who never set it has none (empty lists). */
export const Availability = Type.Object({
  trainerId: Type.String({ format: 'uuid' }),
  ...availabilityFields,
  takesTrials: Type.Boolean(),
});
export type Availability = Static<typeof Availability>;

export const AvailabilityParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/** At most this many days in one slots request. */
export const maxSlotRangeDays = 42;

/** `GET /api/me/slots` and `GET /api/trainers/:id/slots`: calendar days in the business time zone. */
export const SlotsQuery = Type.Object(
  {
    from: CalendarDate,
    to: CalendarDate,
    trainerId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type SlotsQuery = Static<typeof SlotsQuery>;

export const TrainerSlotsQuery = Type.Object(
  { from: CalendarDate, to: CalendarDate },
  { additionalProperties: false },
);
export type TrainerSlotsQuery = Static<typeof TrainerSlotsQuery>;

export const Slot = Type.Object({
  /** ISO 8601 with the business time zone's offset, e.g. `2026-12-01T09:00:00+08:00`. */
  start: Type.String(),
  end: Type.String(),
  trainer: NamedRef,
});
export type Slot = Static<typeof Slot>;

export const Slots = Type.Object({
  timeZone: Type.String(),
  sessionMinutes: Type.Integer(),
  slots: Type.Array(Slot),
});
export type Slots = Static<typeof Slots>;

/** `POST /api/me/trainings`: a free slot's start; the trainer defaults to the customer's own. */
export const SelfBookingBody = Type.Object(
  {
    start: Type.String({ format: 'date-time' }),
    trainerId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type SelfBookingBody = Static<typeof SelfBookingBody>;

/** `POST /api/me/trainings/:id/reschedule`. */
export const RescheduleBody = Type.Object(
  { start: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);
export type RescheduleBody = Static<typeof RescheduleBody>;
