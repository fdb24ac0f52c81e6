import Type from 'typebox';

/**
 * The $100 trial booked online (issue 27). Public: `GET /api/trial/slots?from&to` (training
 * service, the open times of the trainers who take trials, the same shape as `/api/me/slots`) and
 * `POST /api/trial/holds` (customer service). Internal: the training service keeps the hold.
 */

export const trialPriceDollars = 100 as const;
/** How long a chosen time is held while the visitor pays. */
export const trialHoldMinutes = 20;
/** A form sent sooner than this after the page showed it was filled by a machine. */
export const minimumFillSeconds = 5;
/** The terms and PDPA notice a visitor may accept; older versions are refused. */
export const currentConsentVersions = { terms: 'terms-2026-12', pdpa: 'pdpa-2026-12' } as const;

const text = (maxLength: number) => Type.String({ maxLength });

export const TrialHoldBody = Type.Object(
  {
    start: Type.String({ format: 'date-time' }),
    trainerId: Type.String({ format: 'uuid' }),
    name: text(100),
    email: text(254),
    phone: text(20),
    goal: text(40),
    heardFrom: Type.Optional(text(200)),
    /** The seven PAR-Q answers, true for "yes"; the service names a missing one. */
    parq: Type.Array(Type.Union([Type.Boolean(), Type.Null()]), { maxItems: 7 }),
    doctorClearance: Type.Optional(Type.Boolean()),
    consent: Type.Object(
      { terms: Type.Optional(text(40)), pdpa: Type.Optional(text(40)) },
      { additionalProperties: false },
    ),
    utm: Type.Optional(
      Type.Object(
        {
          source: Type.Optional(text(100)),
          medium: Type.Optional(text(100)),
          campaign: Type.Optional(text(100)),
        },
        { additionalProperties: false },
      ),
    ),
    referrer: Type.Optional(text(500)),
    /** A field people never see: anything in it means a machine filled the form. */
    website: Type.Optional(text(200)),
    /** Milliseconds between the form showing and being sent (the page measures it). */
    fillMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400_000 })),
  },
  { additionalProperties: false },
);
export type TrialHoldBody = Type.Static<typeof TrialHoldBody>;

export const TrialHold = Type.Object({
  /** The lead's id. */
  _id: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  paynow: Type.Object({
    /** The EMVCo text the QR code carries. */
    payload: Type.String(),
    reference: Type.String(),
    amount: Type.Literal(trialPriceDollars),
  }),
});
export type TrialHold = Type.Static<typeof TrialHold>;

export const trialMessages = {
  slotTaken:
    'Sorry, that time was just taken by someone else. Choose another time from the updated list.',
  openHold:
    'You already have a trial time held for this email or phone. Pay for it, or wait until it is released (20 minutes after you chose it), then choose again.',
  tooManyRequests:
    'Too many trial requests for this email or phone today. Please message us on WhatsApp instead.',
  robot: 'The form was sent too quickly. Please check your answers and send it again.',
  expired:
    'This hold expired before the payment was confirmed, and its time was released. Book the visitor a new time.',
  notHeld: 'This lead has no trial time held.',
} as const;

/** `POST /internal/trial-holds` (customer → training). */
export const InternalTrialHoldBody = Type.Object(
  {
    leadId: Type.String({ format: 'uuid' }),
    trainerId: Type.String({ format: 'uuid' }),
    start: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type InternalTrialHoldBody = Type.Static<typeof InternalTrialHoldBody>;

export const InternalTrialHold = Type.Object({
  leadId: Type.String(),
  trainerId: Type.String(),
  start: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  /** The scheduled trial session once the payment was confirmed. */
  trainingId: Type.Union([Type.String(), Type.Null()]),
});
export type InternalTrialHold = Type.Static<typeof InternalTrialHold>;

/** `POST /internal/trial-holds/:leadId/confirm`: whom the confirmation (with its `.ics`) goes to. */
export const ConfirmTrialHoldBody = Type.Object(
  {
    visitor: Type.Object(
      { name: Type.String({ maxLength: 100 }), email: Type.String({ maxLength: 254 }) },
      { additionalProperties: false },
    ),
    reference: Type.String({ maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type ConfirmTrialHoldBody = Type.Static<typeof ConfirmTrialHoldBody>;

export const TrialHoldParams = Type.Object(
  { leadId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/** `POST /internal/paynow/trial` (customer → payment): the $100 code for a named visitor. */
export const TrialPayNowBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export const TrialPayNow = Type.Object({ payload: Type.String(), reference: Type.String() });
export type TrialPayNow = Type.Static<typeof TrialPayNow>;
