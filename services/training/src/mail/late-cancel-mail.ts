import { mailStudioOf, type EmailJob } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';
import type { StaffContact } from '@studio/service-kit/staff-contacts';

export const lateCancelMailKind = 'late-cancel-trainer';

/** The trainer's notice of a late cancel; staff mail, so never held back by a customer's consent. */
export function lateCancelMail({
  trainer,
  customerName,
  startsAt,
  charged,
  settings,
  timeZone,
  publicBaseUrl,
}: {
  trainer: StaffContact;
  customerName: string;
  startsAt: Date;
  charged: boolean;
  settings: StudioSettings;
  timeZone: string;
  publicBaseUrl: string;
}): EmailJob {
  return {
    to: trainer.email,
    studio: mailStudioOf(settings),
    template: {
      kind: lateCancelMailKind,
      trainerName: trainer.name,
      customerName,
      startsAt: startsAt.toISOString(),
      timeZone,
      charged,
      calendarLink: new URL('/trainings', publicBaseUrl).toString(),
    },
  };
}
