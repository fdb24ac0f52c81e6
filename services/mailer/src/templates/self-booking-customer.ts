import type { MailStudio, SelfBookingCustomerMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';
import { sessionTime } from './session-time.js';

const subjects = {
  booked: (day: string, time: string) => `Booked: your training on ${day} at ${time}`,
  rescheduled: (day: string, time: string) => `Moved: your training is now on ${day} at ${time}`,
  cancelled: (day: string, time: string) => `Cancelled: your training on ${day} at ${time}`,
};

/** The customer's own booking, move or cancel of a session; the `.ics` beside it updates their calendar. */
export function selfBookingCustomerContent(
  data: SelfBookingCustomerMail,
  studio: MailStudio,
): MailContent {
  const { day, time } = sessionTime(data.startsAt, data.timeZone);
  const before = data.previousStartsAt
    ? sessionTime(data.previousStartsAt, data.timeZone)
    : undefined;
  const paragraphs = {
    booked: [`Your session with ${data.trainerName} is booked.`],
    rescheduled: [
      before
        ? `Your session with ${data.trainerName} moved from ${before.day} at ${before.time} to the time below.`
        : `Your session with ${data.trainerName} moved to the time below.`,
    ],
    cancelled: [`Your session with ${data.trainerName} is cancelled.`],
  }[data.change];
  return {
    subject: subjects[data.change](day, time),
    greeting: `Hello ${data.customerName},`,
    paragraphs: [...paragraphs, 'The attached calendar file updates the session in your calendar.'],
    details: [
      ['Date', day],
      ['Time', time],
      ['Trainer', data.trainerName],
      ['Where', studio.address],
    ],
    afterword:
      data.change !== 'cancelled' && studio.phone
        ? [`If you cannot make it, cancel or move it from your page or call us on ${studio.phone}.`]
        : undefined,
  };
}
