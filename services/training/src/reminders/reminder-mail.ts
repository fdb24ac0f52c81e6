import type { CustomerSummary } from '@studio/contracts/customers';
import { mailStudioOf, type EmailJob } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';
import { calendarInvite } from './calendar-invite.js';

/** The reminder a customer gets before a session, with the session as an `.ics` attachment. */
export function reminderMail({
  trainingId,
  startsAt,
  customer,
  trainerName,
  settings,
  timeZone,
  unsubscribe,
  sequence = 0,
}: {
  trainingId: string;
  startsAt: Date;
  /** The session's current `.ics` SEQUENCE, so a calendar holding a moved session takes this one. */
  sequence?: number;
  customer: Pick<CustomerSummary, 'name' | 'email'>;
  trainerName: string;
  settings: StudioSettings;
  timeZone: string;
  unsubscribe: { pageUrl: string; oneClickUrl: string };
}): EmailJob {
  return {
    to: customer.email,
    studio: mailStudioOf(settings),
    template: {
      kind: 'session-reminder',
      customerName: customer.name,
      trainerName,
      startsAt: startsAt.toISOString(),
      timeZone,
    },
    unsubscribe,
    attachments: [
      calendarInvite({
        trainingId,
        startsAt,
        title: `Training at ${settings.studioName}`,
        location: settings.address,
        description: `Your training session with ${trainerName}.`,
        sequence,
      }),
    ],
  };
}
