import type { CustomerInviteMail, MailStudio } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';

export function customerInviteContent(data: CustomerInviteMail, studio: MailStudio): MailContent {
  return {
    subject: `Your ${studio.name} account is ready to set up`,
    greeting: `Hello ${data.customerName},`,
    paragraphs: [
      `${studio.name} invites you to your own area of its portal: your sessions left, upcoming and past sessions, payments, cancellations and session requests.`,
      `Open this link within ${data.validHours} hours to choose your password. It works once.`,
    ],
    action: { label: 'Set your password', url: data.link },
    afterword: [
      'If you were not expecting this, ignore this email: no account is opened without you.',
    ],
  };
}
