import Type from 'typebox';

/**
 * Studio settings, owned by the auth service (it already holds the studio's accounts and audit
 * log). `GET /api/settings` (any signed-in staff) → `StudioSettings`; `PUT /api/settings` (admin)
 * with any of its fields → `StudioSettings`. Other services read them through
 * `GET /internal/settings` (service identity), cached briefly by service-kit's settings reader.
 * Every field has a default, so a fresh install works unconfigured; a stored document is merged
 * over the defaults when read, so a setting added later needs no migration.
 */

/** `HH:mm`, 24-hour clock, in the business time zone. */
export const clockTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

export const QuietHours = Type.Object(
  { start: clockTime, end: clockTime },
  { additionalProperties: false },
);
export type QuietHours = Type.Static<typeof QuietHours>;

/**
 * The studio's PayNow account for the payment QR code: a company's UEN (`201912345K`, `T19LL1234A`)
 * or a Singapore mobile (`+6591234567`). The format is checked by the auth service on save.
 */
export const PayNowAccount = Type.Object(
  {
    proxyType: Type.Union([Type.Literal('UEN'), Type.Literal('mobile')]),
    proxyValue: Type.String({ minLength: 1, maxLength: 20 }),
    payeeName: Type.String({ minLength: 1, maxLength: 25, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type PayNowAccount = Type.Static<typeof PayNowAccount>;

export const StaffRegistration = Type.Union([Type.Literal('approval'), Type.Literal('open')]);
export type StaffRegistration = Type.Static<typeof StaffRegistration>;

/** `off`: nobody books themselves; `own-trainer`: only with their own trainer; `any-trainer`: with anyone. */
export const SelfBooking = Type.Union([
  Type.Literal('off'),
  Type.Literal('own-trainer'),
  Type.Literal('any-trainer'),
]);
export type SelfBooking = Type.Static<typeof SelfBooking>;

/** The studio's rules for customers booking open times themselves (issue 26). */
const bookingRuleFields = {
  /** How long a self-booked session lasts. */
  sessionMinutes: Type.Integer({ minimum: 15, maximum: 240 }),
  /** Kept free after each session (and so before the next one). */
  bufferMinutes: Type.Integer({ minimum: 0, maximum: 120 }),
  /** Self-booked sessions start on this grid from midnight, business time. */
  slotStepMinutes: Type.Integer({ minimum: 5, maximum: 240 }),
  /** A self-booking starts at least this long after it is made. */
  minNoticeHours: Type.Integer({ minimum: 0, maximum: 336 }),
  /** How far ahead customers may book themselves. */
  bookingWindowDays: Type.Integer({ minimum: 1, maximum: 365 }),
  /** Self-bookings one customer may hold starting on one day. */
  maxSelfBookingsPerDay: Type.Integer({ minimum: 1, maximum: 10 }),
  selfBooking: SelfBooking,
  /** Customers may hold more upcoming sessions than they have left (they pay later). */
  allowBookingOnCredit: Type.Boolean(),
};

const settingsFields = {
  studioName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  address: Type.String({ maxLength: 300 }),
  /** The studio's contact number as people should dial it, e.g. `+65 9123 4567`. */
  phone: Type.String({ maxLength: 30, pattern: '^\\+?[0-9 ()-]*$' }),
  /** How long before a session its reminder goes out. */
  reminderLeadHours: Type.Integer({ minimum: 1, maximum: 168 }),
  /** No customer mail is sent inside these hours; `null` sends at any time. */
  quietHours: Type.Union([QuietHours, Type.Null()]),
  /** A claim that brings sessions left to this or below sends the low-balance notices. */
  lowBalanceThreshold: Type.Integer({ minimum: 0, maximum: 50 }),
  /** `approval`: a self-registered trainer waits for an admin; `open`: signed in at once (the spec's flow). */
  staffRegistration: StaffRegistration,
  /** How long a package of sessions bought by one payment stays usable, in days. */
  packageValidityDays: Type.Integer({ minimum: 1, maximum: 3650 }),
  /** The account the PayNow QR code pays into; `null` until the studio sets it. */
  paynow: Type.Union([PayNowAccount, Type.Null()]),
  /** A customer cancelling with less notice than this (hours before the start) cancels late. */
  cancelNoticeHours: Type.Integer({ minimum: 0, maximum: 168 }),
  /** Whether a late cancel debits one session. */
  lateCancelCharges: Type.Boolean(),
  /** Staff must sign in with two steps (password and a code); those without are led to set it up. */
  requireTwoFactorForStaff: Type.Boolean(),
  ...bookingRuleFields,
};

export const StudioSettings = Type.Object(settingsFields, { additionalProperties: false });
export type StudioSettings = Type.Static<typeof StudioSettings>;

/** `PUT /api/settings`: any subset of the settings; unknown fields are refused. */
export const StudioSettingsChanges = Type.Partial(StudioSettings, { additionalProperties: false });
export type StudioSettingsChanges = Type.Static<typeof StudioSettingsChanges>;

export const defaultStudioSettings: StudioSettings = {
  studioName: 'Apex Body Studio',
  address: '1 Kallang Place, #02-15, Singapore 339211',
  phone: '+65 9123 4567',
  reminderLeadHours: 24,
  quietHours: { start: '22:00', end: '08:00' },
  lowBalanceThreshold: 2,
  staffRegistration: 'approval',
  packageValidityDays: 180,
  paynow: null,
  cancelNoticeHours: 24,
  lateCancelCharges: true,
  requireTwoFactorForStaff: false,
  sessionMinutes: 60,
  bufferMinutes: 0,
  slotStepMinutes: 30,
  minNoticeHours: 12,
  bookingWindowDays: 30,
  maxSelfBookingsPerDay: 1,
  selfBooking: 'own-trainer',
  allowBookingOnCredit: false,
};
