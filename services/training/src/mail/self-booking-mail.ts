import { mailStudioOf, type EmailJob, type SelfBookingChange } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';
import type { StaffContact } from '@studio/service-kit/staff-contacts';
import { calendarInvite } from '../reminders/calendar-invite.js';

export const selfBookingCustomerKind = 'self-booking-customer';
export const selfBookingTrainerKind = 'self-booking-trainer';

export interface SelfBookingEvent {
  change: SelfBookingChange;
  trainingId: string;
  startsAt: Date;
  previousStartsAt?: Date;
  /** The `.ics` SEQUENCE: 0 when booked, one more for each move and for the cancel. */
  sequence: number;
}

/**
 * The customer's confirmation of their own booking, move or cancel, with the session as an
 * `.ics` (one UID per session). Transactional, like a booking answer: it goes even when they
 * stopped reminders and notices, and carries no unsubscribe link.
 */
export function selfBookingCustomerMail(
  event: SelfBookingEvent,
  people: { customer: { name: string; email: string }; trainerName: string },
  settings: StudioSettings,
  timeZone: string,
): EmailJob {
  return {
    to: people.customer.email,
    studio: mailStudioOf(settings),
    template: {
      kind: selfBookingCustomerKind,
      change: event.change,
      customerName: people.customer.name,
      trainerName: people.trainerName,
      startsAt: event.startsAt.toISOString(),
      ...(event.previousStartsAt ? { previousStartsAt: event.previousStartsAt.toISOString() } : {}),
      timeZone,
    },
    attachments: [
      calendarInvite({
        trainingId: event.trainingId,
        startsAt: event.startsAt,
        title: `Training at ${settings.studioName}`,
        location: settings.address,
        description: `Your training session with ${people.trainerName}.`,
        sequence: event.sequence,
        cancel: event.change === 'cancelled',
        sessionMinutes: settings.sessionMinutes,
      }),
    ],
  };
}

/** The trainer's notice of a customer's own booking, move or cancel; staff mail. */
export function selfBookingTrainerMail(
  event: SelfBookingEvent,
  people: { trainer: StaffContact; customerName: string },
  settings: StudioSettings,
  context: { timeZone: string; publicBaseUrl: string },
): EmailJob {
  return {
    to: people.trainer.email,
    studio: mailStudioOf(settings),
    template: {
      kind: selfBookingTrainerKind,
      change: event.change,
      trainerName: people.trainer.name,
      customerName: people.customerName,
      startsAt: event.startsAt.toISOString(),
      ...(event.previousStartsAt ? { previousStartsAt: event.previousStartsAt.toISOString() } : {}),
      timeZone: context.timeZone,
      calendarLink: new URL('/trainings', context.publicBaseUrl).toString(),
    },
  };
}
