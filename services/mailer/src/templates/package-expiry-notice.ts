import type { MailStudio, PackageExpiryNoticeMail } from '@studio/contracts/mail';
import { businessDayPhrase } from './business-day.js';
import type { MailContent } from './mail-content.js';
import { sessionsLeftPhrase } from './sessions-left.js';

export function packageExpiryNoticeContent(
  data: PackageExpiryNoticeMail,
  studio: MailStudio,
): MailContent {
  const sessions = sessionsLeftPhrase(data.sessionsLeft);
  const expires = businessDayPhrase(data.expiresOn);
  const expire = data.sessionsLeft === 1 ? 'expires' : 'expire';
  return {
    subject: `${sessions} of your package ${expire} on ${expires}`,
    greeting: `Hello ${data.customerName},`,
    paragraphs: [
      `You have ${sessions} of a package at ${studio.name} that ${expire} on ${expires}.`,
      'Book them with your trainer before then so they are not lost.',
    ],
    details: [
      ['Sessions', String(data.sessionsLeft)],
      ['Expire on', expires],
    ],
    afterword: studio.phone ? [`Questions? Call us on ${studio.phone}.`] : undefined,
  };
}
