import Type from 'typebox';
import type { StudioSettings } from './settings.js';

/**
 * The BullMQ queue the mailer worker consumes. Jobs carry a template kind and its data, never
 * rendered text: the mailer renders each kind (HTML and plain text from one source). Producers use
 * the outbox row id as job id (dedupe).
 */
export const emailQueueName = 'email';

/** The studio's details as they appear in a mail, read from the settings when the mail is made. */
export const MailStudio = Type.Object(
  { name: Type.String(), address: Type.String(), phone: Type.String() },
  { additionalProperties: false },
);
export type MailStudio = Type.Static<typeof MailStudio>;

export const ResetPasswordMail = Type.Object(
  {
    kind: Type.Literal('reset-password'),
    name: Type.String(),
    link: Type.String(),
    validMinutes: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type ResetPasswordMail = Type.Static<typeof ResetPasswordMail>;

/**
 * To the owner of an account whose sign-ins were slowed down after many wrong passwords: what
 * happened, that their usual devices still sign in, and a reset link in case the password leaked.
 */
export const SignInThrottledMail = Type.Object(
  {
    kind: Type.Literal('sign-in-throttled'),
    name: Type.String(),
    link: Type.String(),
    validMinutes: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type SignInThrottledMail = Type.Static<typeof SignInThrottledMail>;

export const SessionReminderMail = Type.Object(
  {
    kind: Type.Literal('session-reminder'),
    customerName: Type.String(),
    trainerName: Type.String(),
    /** ISO instant; shown in `timeZone`. */
    startsAt: Type.String({ format: 'date-time' }),
    timeZone: Type.String(),
  },
  { additionalProperties: false },
);
export type SessionReminderMail = Type.Static<typeof SessionReminderMail>;

export const LowBalanceCustomerMail = Type.Object(
  {
    kind: Type.Literal('low-balance-customer'),
    customerName: Type.String(),
    sessionsLeft: Type.Integer(),
  },
  { additionalProperties: false },
);
export type LowBalanceCustomerMail = Type.Static<typeof LowBalanceCustomerMail>;

export const LowBalanceTrainerMail = Type.Object(
  {
    kind: Type.Literal('low-balance-trainer'),
    trainerName: Type.String(),
    customerName: Type.String(),
    sessionsLeft: Type.Integer(),
  },
  { additionalProperties: false },
);
export type LowBalanceTrainerMail = Type.Static<typeof LowBalanceTrainerMail>;

/** To the customer: a payment was credited (sent whatever `emailsOff` says: it is a record, not a notice). */
export const PaymentReceiptMail = Type.Object(
  {
    kind: Type.Literal('payment-receipt'),
    customerName: Type.String(),
    /** Dollars. */
    amountPaid: Type.Integer(),
    sessions: Type.Integer(),
    /** ISO instant of the payment; shown as a date in `timeZone`. */
    paidAt: Type.String({ format: 'date-time' }),
    /** `YYYY-MM-DD`: the package's unused sessions expire at the start of this day. */
    expiresOn: Type.String(),
    /** Sessions left once this payment was credited. */
    balance: Type.Integer(),
    reference: Type.Union([Type.String(), Type.Null()]),
    timeZone: Type.String(),
  },
  { additionalProperties: false },
);
export type PaymentReceiptMail = Type.Static<typeof PaymentReceiptMail>;

/** To the customer, 7 days before a package's unused sessions expire. */
export const PackageExpiryNoticeMail = Type.Object(
  {
    kind: Type.Literal('package-expiry-notice'),
    customerName: Type.String(),
    sessionsLeft: Type.Integer(),
    /** `YYYY-MM-DD`: the sessions leave at the start of this day. */
    expiresOn: Type.String(),
  },
  { additionalProperties: false },
);
export type PackageExpiryNoticeMail = Type.Static<typeof PackageExpiryNoticeMail>;

/** To each admin: a self-registered trainer waits for approval on the Trainers screen. */
export const StaffApprovalRequestMail = Type.Object(
  {
    kind: Type.Literal('staff-approval-request'),
    adminName: Type.String(),
    trainerName: Type.String(),
    trainerEmail: Type.String(),
    trainersLink: Type.String(),
  },
  { additionalProperties: false },
);
export type StaffApprovalRequestMail = Type.Static<typeof StaffApprovalRequestMail>;

/** To the trainer: an admin approved the account. */
export const StaffAccountApprovedMail = Type.Object(
  { kind: Type.Literal('staff-account-approved'), name: Type.String(), loginLink: Type.String() },
  { additionalProperties: false },
);
export type StaffAccountApprovedMail = Type.Static<typeof StaffAccountApprovedMail>;

/** To the trainer: a customer cancelled a session later than the studio's notice period. */
export const LateCancelTrainerMail = Type.Object(
  {
    kind: Type.Literal('late-cancel-trainer'),
    trainerName: Type.String(),
    customerName: Type.String(),
    /** ISO instant of the cancelled session; shown in `timeZone`. */
    startsAt: Type.String({ format: 'date-time' }),
    timeZone: Type.String(),
    /** Whether one session was debited (the studio's `lateCancelCharges`). */
    charged: Type.Boolean(),
    calendarLink: Type.String(),
  },
  { additionalProperties: false },
);
export type LateCancelTrainerMail = Type.Static<typeof LateCancelTrainerMail>;

/** To the customer: the trainer accepted their booking request. */
export const BookingRequestAcceptedMail = Type.Object(
  {
    kind: Type.Literal('booking-request-accepted'),
    customerName: Type.String(),
    trainerName: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    timeZone: Type.String(),
  },
  { additionalProperties: false },
);
export type BookingRequestAcceptedMail = Type.Static<typeof BookingRequestAcceptedMail>;

/** To the customer: the trainer declined their booking request, with the trainer's message. */
export const BookingRequestDeclinedMail = Type.Object(
  {
    kind: Type.Literal('booking-request-declined'),
    customerName: Type.String(),
    trainerName: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    timeZone: Type.String(),
    message: Type.String(),
  },
  { additionalProperties: false },
);
export type BookingRequestDeclinedMail = Type.Static<typeof BookingRequestDeclinedMail>;
/** What happened to a session the customer booked themselves (issue 26). */
export const SelfBookingChange = Type.Union([
  Type.Literal('booked'),
  Type.Literal('rescheduled'),
  Type.Literal('cancelled'),
]);
export type SelfBookingChange = Type.Static<typeof SelfBookingChange>;

/** To the customer: their self-booked session is booked, moved or cancelled (an `.ics` travels with it). */
export const SelfBookingCustomerMail = Type.Object(
  {
    kind: Type.Literal('self-booking-customer'),
    change: SelfBookingChange,
    customerName: Type.String(),
    trainerName: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    /** A reschedule: where the session was before. */
    previousStartsAt: Type.Optional(Type.String({ format: 'date-time' })),
    timeZone: Type.String(),
  },
  { additionalProperties: false },
);
export type SelfBookingCustomerMail = Type.Static<typeof SelfBookingCustomerMail>;

/** To the trainer: a customer booked, moved or cancelled a session with them themselves. */
export const SelfBookingTrainerMail = Type.Object(
  {
    kind: Type.Literal('self-booking-trainer'),
    change: SelfBookingChange,
    trainerName: Type.String(),
    customerName: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    previousStartsAt: Type.Optional(Type.String({ format: 'date-time' })),
    timeZone: Type.String(),
    calendarLink: Type.String(),
  },
  { additionalProperties: false },
);
export type SelfBookingTrainerMail = Type.Static<typeof SelfBookingTrainerMail>;

/** To a customer: staff invited them to the studio's portal; the link sets their password. */
export const CustomerInviteMail = Type.Object(
  {
    kind: Type.Literal('customer-invite'),
    customerName: Type.String(),
    link: Type.String(),
    validHours: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type CustomerInviteMail = Type.Static<typeof CustomerInviteMail>;

/**
 * To a visitor booking the $100 trial (issue 27): their time is held while they pay (with the
 * PayNow reference and when the hold ends), confirmed once staff saw the money (with the `.ics`),
 * or released because no payment came in time.
 */
export const TrialMail = Type.Object(
  {
    kind: Type.Literal('trial'),
    change: Type.Union([Type.Literal('held'), Type.Literal('confirmed'), Type.Literal('released')]),
    visitorName: Type.String(),
    trainerName: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    timeZone: Type.String(),
    amount: Type.Integer(),
    reference: Type.String(),
    /** The held mail: when the time is released unless paid. */
    holdExpiresAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type TrialMail = Type.Static<typeof TrialMail>;

export const MailTemplateData = Type.Union([
  CustomerInviteMail,
  ResetPasswordMail,
  SignInThrottledMail,
  StaffApprovalRequestMail,
  StaffAccountApprovedMail,
  SessionReminderMail,
  LowBalanceCustomerMail,
  LowBalanceTrainerMail,
  LateCancelTrainerMail,
  BookingRequestAcceptedMail,
  BookingRequestDeclinedMail,
  PaymentReceiptMail,
  PackageExpiryNoticeMail,
  SelfBookingCustomerMail,
  SelfBookingTrainerMail,
  TrialMail,
]);
export type MailTemplateData = Type.Static<typeof MailTemplateData>;
export type MailKind = MailTemplateData['kind'];

/** A file that travels with the mail (a reminder's `.ics`), as text. */
export const MailAttachment = Type.Object(
  {
    filename: Type.String({ minLength: 1, maxLength: 100 }),
    contentType: Type.String({ minLength: 1, maxLength: 100 }),
    content: Type.String({ maxLength: 100_000 }),
  },
  { additionalProperties: false },
);
export type MailAttachment = Type.Static<typeof MailAttachment>;

export const EmailJob = Type.Object(
  {
    to: Type.String(),
    studio: MailStudio,
    template: MailTemplateData,
    /**
     * Customer mail only: how to stop reminders and notices. `pageUrl` is the link shown in the
     * mail (a page that confirms it); `oneClickUrl` goes in `List-Unsubscribe` with
     * `List-Unsubscribe-Post` (RFC 8058), for mail clients that POST to it.
     */
    unsubscribe: Type.Optional(
      Type.Object(
        { pageUrl: Type.String(), oneClickUrl: Type.String() },
        { additionalProperties: false },
      ),
    ),
    attachments: Type.Optional(Type.Array(MailAttachment, { maxItems: 5 })),
  },
  { additionalProperties: false },
);
export type EmailJob = Type.Static<typeof EmailJob>;

/** What the mailer hands to nodemailer once a job is rendered. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The studio as a mail shows it, from the current settings. */
export const mailStudioOf = (settings: StudioSettings): MailStudio => ({
  name: settings.studioName,
  address: settings.address,
  phone: settings.phone,
});
