import { mailStudioOf, type EmailJob } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';

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
    studio: mailStudioOf(studio),
    template: { kind: 'reset-password', name, link, validMinutes },
  };
}
