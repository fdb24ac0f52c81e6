import type { EmailJob } from '@studio/contracts/mail';

export function resetPasswordMail({
  to,
  name,
  link,
  validMinutes,
}: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}): EmailJob {
  return {
    to,
    subject: 'Reset your password',
    link,
    text: [
      `Hello ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your studio account.',
      `Open this link within ${validMinutes} minutes to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
