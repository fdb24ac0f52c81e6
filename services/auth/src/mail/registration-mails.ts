import { mailStudioOf, type EmailJob } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';

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
    studio: mailStudioOf(studio),
    template: {
      kind: 'staff-approval-request',
      adminName,
      trainerName: trainer.name,
      trainerEmail: trainer.email,
      trainersLink,
    },
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
    studio: mailStudioOf(studio),
    template: { kind: 'staff-account-approved', name, loginLink },
  };
}
