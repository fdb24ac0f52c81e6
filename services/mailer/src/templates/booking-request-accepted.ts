import type { BookingRequestAcceptedMail, MailStudio } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';
import { sessionTime } from './session-time.js';

export function bookingRequestAcceptedContent(
  data: BookingRequestAcceptedMail,
  studio: MailStudio,
): MailContent {
  const { day, time } = sessionTime(data.startsAt, data.timeZone);
  return {
    subject: `Booked: your training on ${day} at ${time}`,
    greeting: `Hello ${data.customerName},`,
    paragraphs: [`${data.trainerName} accepted your request. Your session is booked.`],
    details: [
      ['Date', day],
      ['Time', time],
      ['Trainer', data.trainerName],
      ['Where', studio.address],
    ],
    afterword: studio.phone
      ? [`If you cannot make it, cancel from your page or call us on ${studio.phone}.`]
      : undefined,
  };
}
