import type { MailStudio, ResetPasswordMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';

export function resetPasswordContent(data: ResetPasswordMail, studio: MailStudio): MailContent {
  return {
    subject: `Reset your ${studio.name} password`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `Someone (hopefully you) asked to reset the password of your ${studio.name} account.`,
      `Open this link within ${data.validMinutes} minutes to choose a new password.`,
    ],
    action: { label: 'Choose a new password', url: data.link },
    afterword: ['If you did not ask for this, ignore this email: your password stays as it is.'],
  };
}
