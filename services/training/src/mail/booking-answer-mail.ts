import { mailStudioOf, type EmailJob } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';

export type BookingAnswer = { accepted: true } | { accepted: false; message: string };

export const bookingAnswerKind = (answer: BookingAnswer) =>
  answer.accepted ? 'booking-request-accepted' : 'booking-request-declined';

/**
 * The customer's answer to their own booking request. It is transactional (the reply to something
 * they asked for, like a password reset), so it goes even when they stopped reminders and notices,
 * and carries no unsubscribe link.
 */
export function bookingAnswerMail({
  to,
  customerName,
  trainerName,
  startsAt,
  answer,
  settings,
  timeZone,
}: {
  to: string;
  customerName: string;
  trainerName: string;
  startsAt: Date;
  answer: BookingAnswer;
  settings: StudioSettings;
  timeZone: string;
}): EmailJob {
  const session = { customerName, trainerName, startsAt: startsAt.toISOString(), timeZone };
  return {
    to,
    studio: mailStudioOf(settings),
    template: answer.accepted
      ? { kind: 'booking-request-accepted', ...session }
      : { kind: 'booking-request-declined', ...session, message: answer.message },
  };
}
