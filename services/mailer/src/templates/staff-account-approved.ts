import type { MailStudio, StaffAccountApprovedMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';

export function staffAccountApprovedContent(
  data: StaffAccountApprovedMail,
  studio: MailStudio,
): MailContent {
  return {
    subject: `Your ${studio.name} account is approved`,
    greeting: `Hello ${data.name},`,
    paragraphs: ['An admin approved your trainer account. You can sign in now.'],
    action: { label: 'Sign in', url: data.loginLink },
  };
}
