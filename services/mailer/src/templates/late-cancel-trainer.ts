import type { LateCancelTrainerMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';
import { sessionTime } from './session-time.js';

export function lateCancelTrainerContent(data: LateCancelTrainerMail): MailContent {
  const { day, time } = sessionTime(data.startsAt, data.timeZone);
  return {
    subject: `${data.customerName} cancelled late: ${day} at ${time}`,
    greeting: `Hello ${data.trainerName},`,
    paragraphs: [
      `${data.customerName} cancelled their session with less notice than the studio's policy asks for.`,
      data.charged
        ? 'One session was taken off their balance. You can waive the charge from the calendar.'
        : 'Nothing was charged: the studio does not charge for late cancels at the moment.',
    ],
    details: [
      ['Customer', data.customerName],
      ['Date', day],
      ['Time', time],
    ],
    action: { label: 'Open the calendar', url: data.calendarLink },
  };
}
