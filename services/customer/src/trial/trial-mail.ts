import type { MailStudio, TrialMail } from '@studio/contracts/mail';
import { trialPriceDollars } from '@studio/contracts/trial';
import { recordMail } from '@studio/service-kit/mail-outbox';
import type { Sequelize, Transaction } from 'sequelize';

export const trialMailKind = 'trial';

/**
 * The visitor's mail of a trial step, in the step's own transaction (one per lead and step; the
 * mail relay sends it). The confirmation, with its `.ics`, is the training service's: it owns the
 * session. Transactional mail: it goes whatever a customer's reminder setting says.
 */
export async function recordTrialMail(
  sequelize: Sequelize,
  mail: {
    leadId: string;
    change: Exclude<TrialMail['change'], 'confirmed'>;
    visitor: { name: string; email: string };
    trainerName: string;
    startsAt: Date;
    holdExpiresAt?: Date;
    reference: string;
    studio: MailStudio;
    timeZone: string;
  },
  transaction: Transaction,
): Promise<void> {
  await recordMail(
    sequelize,
    { kind: trialMailKind, subjectId: `${mail.leadId}/${mail.change}`, occasion: mail.startsAt },
    {
      to: mail.visitor.email,
      studio: mail.studio,
      template: {
        kind: 'trial',
        change: mail.change,
        visitorName: mail.visitor.name,
        trainerName: mail.trainerName,
        startsAt: mail.startsAt.toISOString(),
        timeZone: mail.timeZone,
        amount: trialPriceDollars,
        reference: mail.reference,
        ...(mail.holdExpiresAt ? { holdExpiresAt: mail.holdExpiresAt.toISOString() } : {}),
      },
    },
    transaction,
  );
}
