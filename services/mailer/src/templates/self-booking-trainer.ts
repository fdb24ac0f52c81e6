import type { SelfBookingTrainerMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';
import { sessionTime } from './session-time.js';

/** The trainer's notice that a customer booked, moved or cancelled a session with them themselves. */
export function selfBookingTrainerContent(data: SelfBookingTrainerMail): MailContent {
  const { day, time } = sessionTime(data.startsAt, data.timeZone);
  const before = data.previousStartsAt
    ? sessionTime(data.previousStartsAt, data.timeZone)
    : undefined;
  const what = {
    booked: {
      subject: `${data.customerName} booked ${day} at ${time}`,
      paragraph: `${data.customerName} booked a session with you in one of your open times.`,
    },
    rescheduled: {
      subject: `${data.customerName} moved their session to ${day} at ${time}`,
      paragraph: before
        ? `${data.customerName} moved their session from ${before.day} at ${before.time} to the time below.`
        : `${data.customerName} moved their session to the time below.`,
    },
    cancelled: {
      subject: `${data.customerName} cancelled ${day} at ${time}`,
      paragraph: `${data.customerName} cancelled this session; the time is open again.`,
    },
  }[data.change];
  return {
    subject: what.subject,
    greeting: `Hello ${data.trainerName},`,
    paragraphs: [what.paragraph],
    details: [
      ['Customer', data.customerName],
      ['Date', day],
      ['Time', time],
    ],
    action: { label: 'Open the calendar', url: data.calendarLink },
  };
}
