import type { MailStudio, TrialMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';
import { sessionTime } from './session-time.js';

/** The $100 trial's three mails: held while the visitor pays, confirmed (with the `.ics`), released. */
export function trialContent(data: TrialMail, studio: MailStudio): MailContent {
  const { day, time } = sessionTime(data.startsAt, data.timeZone);
  const details: Array<[string, string]> = [
    ['Date', day],
    ['Time', time],
    ['Trainer', data.trainerName],
    ['Where', studio.address],
  ];
  const payment: Array<[string, string]> = [
    ['Amount', `$${data.amount}`],
    ['PayNow reference', data.reference],
  ];
  if (data.change === 'held') {
    const until = data.holdExpiresAt ? sessionTime(data.holdExpiresAt, data.timeZone).time : '';
    return {
      subject: `Your trial on ${day} at ${time} is held: pay $${data.amount} to book it`,
      greeting: `Hello ${data.visitorName},`,
      paragraphs: [
        `We are holding this time for you${until ? ` until ${until}` : ''}. Pay $${data.amount} by PayNow with the QR code on the page, or in your banking app with the reference below, and we will confirm your trial by email.`,
      ],
      details: [...details, ...payment],
      afterword: [
        'If no payment arrives in time, the time is released for others and you can choose again.',
      ],
    };
  }
  if (data.change === 'confirmed')
    return {
      subject: `Booked: your trial on ${day} at ${time}`,
      greeting: `Hello ${data.visitorName},`,
      paragraphs: [
        `We received your $${data.amount}: your trial session with ${data.trainerName} is booked.`,
        'The attached calendar file adds it to your calendar.',
      ],
      details: [...details, ...payment],
      afterword: studio.phone ? [`If you cannot make it, call us on ${studio.phone}.`] : undefined,
    };
  return {
    subject: `Released: your trial time on ${day} at ${time}`,
    greeting: `Hello ${data.visitorName},`,
    paragraphs: [
      `We did not receive the $${data.amount} in time, so the trial time we held for you was released. Nothing was charged.`,
      'You are welcome to choose another time on our website.',
    ],
    details,
    afterword: studio.phone
      ? [
          `If you did pay, reply to this mail or call us on ${studio.phone} with your PayNow reference ${data.reference}.`,
        ]
      : undefined,
  };
}
