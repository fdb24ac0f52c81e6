import { mailStudioOf, type EmailJob } from '@studio/contracts/mail';
import type { StudioSettings } from '@studio/contracts/settings';
import { trialPriceDollars } from '@studio/contracts/trial';
import { calendarInvite } from '../reminders/calendar-invite.js';

export const trialMailKind = 'trial';

/**
 * The visitor's confirmation of a paid trial, with the session's `.ics` (the same UID as every
 * later change of the session). The held and released mails are the customer service's.
 */
export function trialConfirmedMail(
  session: { trainingId: string; startsAt: Date },
  people: { visitor: { name: string; email: string }; trainerName: string },
  reference: string,
  settings: StudioSettings,
  timeZone: string,
): EmailJob {
  return {
    to: people.visitor.email,
    studio: mailStudioOf(settings),
    template: {
      kind: 'trial',
      change: 'confirmed',
      visitorName: people.visitor.name,
      trainerName: people.trainerName,
      startsAt: session.startsAt.toISOString(),
      timeZone,
      amount: trialPriceDollars,
      reference,
    },
    attachments: [
      calendarInvite({
        trainingId: session.trainingId,
        startsAt: session.startsAt,
        title: `Trial session at ${settings.studioName}`,
        location: settings.address,
        description: `Your $${trialPriceDollars} trial session with ${people.trainerName}.`,
        sessionMinutes: settings.sessionMinutes,
      }),
    ],
  };
}
