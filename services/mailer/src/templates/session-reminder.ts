import type { MailStudio, SessionReminderMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';
import { sessionTime } from './session-time.js';

export function sessionReminderContent(data: SessionReminderMail, studio: MailStudio): MailContent {
  const { day, time } = sessionTime(data.startsAt, data.timeZone);
  return {
    subject: `Reminder: your training on ${day} at ${time}`,
    greeting: `Hello ${data.customerName},`,
    paragraphs: [
      `This is a reminder of your training session at ${studio.name}.`,
      'The calendar file attached adds it to your calendar.',
    ],
    details: [
      ['Date', day],
      ['Time', time],
      ['Trainer', data.trainerName],
      ['Where', studio.address],
    ],
    afterword: studio.phone
      ? [`If you cannot make it, please call us on ${studio.phone}.`]
      : undefined,
  };
}
