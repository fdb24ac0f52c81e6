import type { EmailJob, MailStudio } from '@studio/contracts/mail';

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
  studio: MailStudio;
}): EmailJob {
  return { to, studio, template: { kind: 'reset-password', name, link, validMinutes } };
}
