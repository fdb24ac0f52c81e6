import type { MailStudio, SessionReminderMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';

export function sessionReminderContent(data: SessionReminderMail, studio: MailStudio): MailContent {
  const startsAt = new Date(data.startsAt);
  const day = new Intl.DateTimeFormat('en-SG', {
    timeZone: data.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(startsAt);
  const time = new Intl.DateTimeFormat('en-SG', {
    timeZone: data.timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(startsAt);
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
