import type { EmailJob } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';
import { studioSignature } from './studio-signature.js';

/** To each admin: a trainer registered and waits for approval on the Trainers screen. */
export function approvalRequestMail({
  to,
  adminName,
  trainer,
  trainersLink,
  studio,
}: {
  to: string;
  adminName: string;
  trainer: { name: string; email: string };
  trainersLink: string;
  studio: StudioSettings;
}): EmailJob {
  return {
    to,
    subject: `${trainer.name} asks to join ${studio.studioName} as a trainer`,
    link: trainersLink,
    text: [
      `Hello ${adminName},`,
      '',
      `${trainer.name} (${trainer.email}) registered as a trainer and cannot sign in until an admin approves the account.`,
      `Approve or reject it on the Trainers screen: ${trainersLink}`,
      '',
      'If you do not know this person, reject the registration.',
      ...studioSignature(studio),
    ].join('\n'),
  };
}

/** To the trainer: an admin approved the account, so they can sign in now. */
export function accountApprovedMail({
  to,
  name,
  loginLink,
  studio,
}: {
  to: string;
  name: string;
  loginLink: string;
  studio: StudioSettings;
}): EmailJob {
  return {
    to,
    subject: `Your ${studio.studioName} account is approved`,
    link: loginLink,
    text: [
      `Hello ${name},`,
      '',
      'An admin approved your trainer account. You can sign in now:',
      loginLink,
      ...studioSignature(studio),
    ].join('\n'),
  };
}
