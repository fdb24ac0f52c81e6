import type { EmailJob } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';
import { studioSignature } from './studio-signature.js';

export function resetPasswordMail({
  to,
  name,
  link,
  validMinutes,
  studio,
}: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
  studio: StudioSettings;
}): EmailJob {
  return {
    to,
    subject: `Reset your ${studio.studioName} password`,
    link,
    text: [
      `Hello ${name},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${studio.studioName} staff account.`,
      `Open this link within ${validMinutes} minutes to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
      ...studioSignature(studio),
    ].join('\n'),
  };
}
