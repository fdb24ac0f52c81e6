import type { BookingRequestDeclinedMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';
import { sessionTime } from './session-time.js';

export function bookingRequestDeclinedContent(data: BookingRequestDeclinedMail): MailContent {
  const { day, time } = sessionTime(data.startsAt, data.timeZone);
  return {
    subject: `Your request for ${day} at ${time} could not be booked`,
    greeting: `Hello ${data.customerName},`,
    paragraphs: [
      `${data.trainerName} could not take your requested session on ${day} at ${time}.`,
      `Their message: ${data.message}`,
      'You are welcome to ask for another time.',
    ],
  };
}
