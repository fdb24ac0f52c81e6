import Type from 'typebox';
import { Customer } from './customers.js';
import { ListPage, pageQueryFields } from './list-page.js';

/**
 * Leads (issue 27): people who asked for the $100 trial, followed to a package. They live in the
 * customer service, so converting one into a customer is one transaction. Staff routes: admins see
 * every lead, a trainer only the leads whose trial is with them (another trainer's lead is 404).
 */

/** The funnel, in order; `lost` can follow any stage before `converted`. */
export const leadStages = ['new', 'trial booked', 'paid', 'attended', 'converted', 'lost'] as const;
export const LeadStage = Type.Union([
  Type.Literal('new'),
  Type.Literal('trial booked'),
  Type.Literal('paid'),
  Type.Literal('attended'),
  Type.Literal('converted'),
  Type.Literal('lost'),
]);
export type LeadStage = Type.Static<typeof LeadStage>;

export const trialGoals = ['weight loss', 'body transformation', 'other'] as const;
export const TrialGoal = Type.Union([
  Type.Literal('weight loss'),
  Type.Literal('body transformation'),
  Type.Literal('other'),
]);
export type TrialGoal = Type.Static<typeof TrialGoal>;

/** The seven PAR-Q questions, in the order the answers are kept. */
export const parqQuestions = [
  'Has your doctor ever said that you have a heart condition and that you should only do physical activity recommended by a doctor?',
  'Do you feel pain in your chest when you do physical activity?',
  'In the past month, have you had chest pain when you were not doing physical activity?',
  'Do you lose your balance because of dizziness or do you ever lose consciousness?',
  'Do you have a bone or joint problem that could be made worse by a change in your physical activity?',
  'Is your doctor currently prescribing drugs for your blood pressure or heart condition?',
  'Do you know of any other reason why you should not do physical activity?',
] as const;

export const LeadIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type LeadIdParams = Type.Static<typeof LeadIdParams>;

export const LeadNote = Type.Object({
  text: Type.String(),
  authorName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type LeadNote = Type.Static<typeof LeadNote>;

const nullableText = Type.Union([Type.String(), Type.Null()]);
const nullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const Lead = Type.Object({
  _id: Type.String(),
  stage: LeadStage,
  name: Type.String(),
  email: Type.String(),
  /** Eight digits, without +65. */
  phone: Type.String(),
  goal: TrialGoal,
  heardFrom: nullableText,
  /** The seven PAR-Q answers (true = yes), in `parqQuestions` order. */
  parq: Type.Array(Type.Boolean()),
  /** Any PAR-Q "yes": the trainer reads the answers before the session. */
  healthFlag: Type.Boolean(),
  /** Whether the visitor confirmed a doctor's clearance (asked only after a "yes"). */
  doctorClearance: Type.Union([Type.Boolean(), Type.Null()]),
  consent: Type.Object({
    terms: Type.String(),
    pdpa: Type.String(),
    at: Type.String({ format: 'date-time' }),
  }),
  utm: Type.Object({ source: nullableText, medium: nullableText, campaign: nullableText }),
  referrer: nullableText,
  /** The trainer of the trial session; null until a time is held. */
  trainerId: nullableText,
  trainerName: nullableText,
  /** The trial session in the training service (held, then scheduled). */
  sessionId: nullableText,
  sessionStart: nullableTime,
  /** When an unpaid hold is released. */
  holdExpiresAt: nullableTime,
  /** The PayNow reference the visitor pays the $100 with. */
  paymentReference: nullableText,
  lostReason: nullableText,
  /** The customer the lead became, once converted. */
  customerId: nullableText,
  notes: Type.Array(LeadNote),
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: nullableTime,
  attendedAt: nullableTime,
  convertedAt: nullableTime,
  lostAt: nullableTime,
});
export type Lead = Type.Static<typeof Lead>;

export const LeadPageQuery = Type.Object(
  {
    stage: Type.Optional(LeadStage),
    q: pageQueryFields.q,
    limit: pageQueryFields.limit,
    cursor: pageQueryFields.cursor,
  },
  { additionalProperties: false },
);
export type LeadPageQuery = Type.Static<typeof LeadPageQuery>;

/** Newest first. */
export const LeadPage = ListPage(Lead);
export type LeadPage = Type.Static<typeof LeadPage>;

export const LostLeadBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type LostLeadBody = Type.Static<typeof LostLeadBody>;

export const LeadNoteBody = Type.Object(
  { note: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type LeadNoteBody = Type.Static<typeof LeadNoteBody>;

/**
 * What a customer record needs beyond what the lead already told us (name, email and phone are
 * taken from the lead, never retyped).
 */
export const ConvertLeadBody = Type.Object(
  {
    dateOfBirth: Type.String({ minLength: 1, maxLength: 10 }),
    ic: Type.String({ minLength: 1, maxLength: 9 }),
    sex: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type ConvertLeadBody = Type.Static<typeof ConvertLeadBody>;

export const ConvertedLead = Type.Object({ lead: Lead, customer: Customer });
export type ConvertedLead = Type.Static<typeof ConvertedLead>;

export const leadMessages = {
  notFound: 'Lead not found.',
  alreadyConverted: 'This lead is already a customer.',
  lost: 'This lead is marked lost; it cannot become a customer.',
  alreadyLost: 'This lead is already marked lost.',
} as const;

/** `POST /api/public/events`: anonymous counts, no cookie, no identity. */
export const siteEventTypes = ['whatsapp-click', 'trial-view'] as const;
export type SiteEventType = (typeof siteEventTypes)[number];
export const SiteEventBody = Type.Object(
  {
    type: Type.Union([Type.Literal('whatsapp-click'), Type.Literal('trial-view')]),
    /** The page's path and query (`/trial?utm_source=instagram`): the source is read from it. */
    page: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
  },
  { additionalProperties: false },
);
export type SiteEventBody = Type.Static<typeof SiteEventBody>;

/**
 * `POST /api/public/events/whatsapp-click`: the `ping` of a prerendered page's START NOW link
 * (HTML hyperlink auditing), which counts a click made before the page's app has started. The
 * browser sends it as `text/ping` with the body `PING` and cannot add headers of its own; the
 * page is its `Ping-From` (a full address), the link its `Ping-To`.
 */
export const whatsAppClickPingPath = '/api/public/events/whatsapp-click';

/** The prerendered public pages, all with START NOW links: a ping from any other page is refused. */
export const publicPagePaths = [
  '/',
  '/founder',
  '/bodytransformation',
  '/weightloss',
  '/trial',
] as const;

/** The WhatsApp chat the START NOW links open (`https://wa.me/<number>`). */
export const whatsAppChatOrigin = 'https://wa.me';

export const WhatsAppClickPingHeaders = Type.Object({
  'ping-from': Type.String({ minLength: 1, maxLength: 2000 }),
  'ping-to': Type.String({ minLength: 1, maxLength: 2000 }),
});
export type WhatsAppClickPingHeaders = Type.Static<typeof WhatsAppClickPingHeaders>;

export const WhatsAppClickPingBody = Type.Literal('PING');

export const whatsAppClickPingMessages = {
  notAPublicPage: "Ping-From must be the address of one of the studio's public pages.",
  notWhatsApp: `Ping-To must be a WhatsApp chat (${whatsAppChatOrigin}/...).`,
} as const;

/**
 * `GET /api/reports/funnel?from&to[&format=csv]` (admin): per month and per source. Visitors are
 * the month's `/trial` views; the other figures follow the leads who first asked that month
 * (holds), however far they got since. Source: `utm_source`, or "direct".
 */
export const FunnelRow = Type.Object({
  month: Type.String(),
  source: Type.String(),
  visitors: Type.Integer(),
  whatsappClicks: Type.Integer(),
  holds: Type.Integer(),
  paid: Type.Integer(),
  attended: Type.Integer(),
  converted: Type.Integer(),
  /** converted / holds, 0 to 1; null without holds. */
  conversionRate: Type.Union([Type.Number(), Type.Null()]),
  medianDaysToConvert: Type.Union([Type.Number(), Type.Null()]),
  /** What the converted customers paid for their first package. */
  firstPackageRevenueCents: Type.Integer(),
});
export type FunnelRow = Type.Static<typeof FunnelRow>;

export const FunnelReport = Type.Object({
  months: Type.Array(Type.String()),
  rows: Type.Array(FunnelRow),
});
export type FunnelReport = Type.Static<typeof FunnelReport>;

export const funnelCsvHeader = [
  'Month',
  'Source',
  'Visitors',
  'WhatsApp Clicks',
  'Holds',
  'Paid',
  'Attended',
  'Converted',
  'Conversion Rate (%)',
  'Median Days to Convert',
  'First Package Revenue ($)',
];
