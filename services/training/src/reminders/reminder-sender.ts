import { lookUpCustomers } from '@studio/service-kit/customer-lookup';
import type { Clock } from '@studio/service-kit/clock';
import { mailRecorded, recordMail } from '@studio/service-kit/mail-outbox';
import type { MailRelay } from '@studio/service-kit/outbox-relay';
import type { CallService } from '@studio/service-kit/service-client';
import type { StaffDirectory } from '@studio/service-kit/staff-directory';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import { unsubscribeLinks } from '@studio/service-kit/unsubscribe-link';
import type { Sequelize } from 'sequelize';
import type { TrainingModel } from '../models/training.js';
import { reminderMail } from './reminder-mail.js';
import type { ReminderJobData } from './reminder-queue.js';
import { reminderDueAt } from './reminder-time.js';

export const reminderKind = 'session-reminder';

/** What became of one reminder job. `{ notBefore }`: not due yet (settings or the session changed). */
export type ReminderOutcome =
  | 'sent'
  | 'no-address'
  | 'emails-off'
  | 'already-sent'
  | 'cancelled'
  | 'too-late'
  | { notBefore: Date };

// Jobs fire on the real clock; a second either way is the same moment.
const dueToleranceMs = 1000;

export interface ReminderSenderDeps {
  sequelize: Sequelize;
  trainings: TrainingModel;
  settings: StudioSettingsReader;
  clock: Clock;
  timeZone: string;
  callService: CallService;
  customerUrl: string;
  staff: StaffDirectory;
  relay: MailRelay;
  publicBaseUrl: string;
  internalTokenSecret: string;
}

/**
 * Sends a session's reminder once it is due, if the session is still on at that time and the
 * customer takes mail. The mail outbox row for (training, start time) is written once whatever
 * happens next, so a job run twice, a retry and a sweep all end in one mail.
 */
export class ReminderSender {
  constructor(private readonly deps: ReminderSenderDeps) {}

  async process({ trainingId, startsAt }: ReminderJobData): Promise<ReminderOutcome> {
    const { deps } = this;
    const training = await deps.trainings.findByPk(trainingId);
    const sessionStart = new Date(startsAt);
    if (
      !training ||
      training.status !== 'scheduled' ||
      training.dateOfTraining.getTime() !== sessionStart.getTime()
    ) {
      return 'cancelled';
    }
    const now = deps.clock.now();
    const settings = await deps.settings.get();
    const due = reminderDueAt({ startsAt: sessionStart, now, settings, timeZone: deps.timeZone });
    if (!due) return 'too-late';
    if (due.getTime() > now.getTime() + dueToleranceMs) return { notBefore: due };
    const occasion = { kind: reminderKind, subjectId: trainingId, occasion: sessionStart };
    if (await mailRecorded(deps.sequelize, occasion)) return 'already-sent';

    // Both lookups throw while their service is down: the job retries rather than mail a guess.
    const customer = (
      await lookUpCustomers(deps.callService, deps.customerUrl, [training.customerId], {})
    ).get(training.customerId);
    const outcome = !customer?.email.trim()
      ? 'no-address'
      : customer.emailsOff
        ? 'emails-off'
        : 'sent';
    const message =
      outcome === 'sent' && customer
        ? reminderMail({
            trainingId,
            startsAt: sessionStart,
            sequence: training.calendarSequence,
            customer,
            trainerName:
              (await deps.staff.find([training.trainerId])).get(training.trainerId)?.name ??
              'your trainer',
            settings,
            timeZone: deps.timeZone,
            unsubscribe: unsubscribeLinks(training.customerId, {
              publicBaseUrl: deps.publicBaseUrl,
              secret: deps.internalTokenSecret,
            }),
          })
        : null;
    const recorded = await deps.sequelize.transaction((transaction) =>
      recordMail(deps.sequelize, occasion, message, transaction),
    );
    if (!recorded) return 'already-sent';
    // The relay loop retries when the queue is unreachable; the row keeps the mail meanwhile.
    if (message) await deps.relay.flush().catch(() => 0);
    return outcome;
  }
}
