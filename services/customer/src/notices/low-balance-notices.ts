import { mailStudioOf, type EmailJob } from '@studio/contracts/mail';
import { recordMail, type MailRelay } from '@studio/service-kit/mail-outbox';
import type { StaffContacts } from '@studio/service-kit/staff-contacts';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import { unsubscribeLinks } from '@studio/service-kit/unsubscribe-link';
import type { Logger } from 'pino';
import { QueryTypes, type Sequelize } from 'sequelize';

export const lowBalanceCustomerKind = 'low-balance-customer';
export const lowBalanceTrainerKind = 'low-balance-trainer';

interface Crossing {
  id: string;
  name: string;
  email: string;
  trainer_id: string | null;
  num_of_trainings: number;
  emails_off: boolean;
  crossed_at: Date;
}

const batchSize = 100;

/**
 * Turns each low-balance crossing the ledger recorded into its two notices, one to the customer
 * (unless they have no address or turned emails off) and one to their trainer, recorded in the
 * mail outbox once per crossing and relayed to the `email` queue. Runs after each crossing and on
 * an interval, so a crossing whose trainer could not be looked up is noticed on a later round.
 */
export class LowBalanceNotices {
  constructor(
    private readonly deps: {
      sequelize: Sequelize;
      staff: StaffContacts;
      settings: StudioSettingsReader;
      relay: MailRelay;
      publicBaseUrl: string;
      internalTokenSecret: string;
      logger: Pick<Logger, 'warn' | 'debug'>;
    },
  ) {}

  /** Records the notices of every crossing that has none yet, then relays them. */
  async sendPending(): Promise<number> {
    const { sequelize } = this.deps;
    const crossings = await sequelize.query<Crossing>(
      `SELECT c.id, c.name, c.email, c.trainer_id, c.num_of_trainings,
              c.emails_off_at IS NOT NULL AS emails_off, c.low_balance_crossed_at AS crossed_at
         FROM customers c
        WHERE c.low_balance_crossed_at IS NOT NULL
          AND NOT EXISTS (
            SELECT 1 FROM mail_outbox m
             WHERE m.kind = $kind AND m.subject_id = c.id::text
               AND m.occasion = c.low_balance_crossed_at)
        ORDER BY c.low_balance_crossed_at LIMIT ${batchSize}`,
      { type: QueryTypes.SELECT, bind: { kind: lowBalanceCustomerKind } },
    );
    if (crossings.length === 0) return 0;
    const settings = await this.deps.settings.get();
    // Throws while auth is down: the crossings stay pending for the next round.
    const trainers = await this.deps.staff.find(
      crossings.flatMap((crossing) => (crossing.trainer_id ? [crossing.trainer_id] : [])),
    );
    const studio = mailStudioOf(settings);
    for (const crossing of crossings) {
      const occasion = new Date(crossing.crossed_at);
      const trainer = crossing.trainer_id ? trainers.get(crossing.trainer_id) : undefined;
      const toCustomer: EmailJob | null =
        crossing.email.trim() && !crossing.emails_off
          ? {
              to: crossing.email,
              studio,
              template: {
                kind: 'low-balance-customer',
                customerName: crossing.name,
                sessionsLeft: crossing.num_of_trainings,
              },
              unsubscribe: unsubscribeLinks(crossing.id, {
                publicBaseUrl: this.deps.publicBaseUrl,
                secret: this.deps.internalTokenSecret,
              }),
            }
          : null;
      const toTrainer: EmailJob | null = trainer?.email
        ? {
            to: trainer.email,
            studio,
            template: {
              kind: 'low-balance-trainer',
              trainerName: trainer.name,
              customerName: crossing.name,
              sessionsLeft: crossing.num_of_trainings,
            },
          }
        : null;
      await sequelize.transaction(async (transaction) => {
        const subjectId = crossing.id;
        await recordMail(
          sequelize,
          { kind: lowBalanceTrainerKind, subjectId, occasion },
          toTrainer,
          transaction,
        );
        // Written last: its row is what marks the crossing as done.
        await recordMail(
          sequelize,
          { kind: lowBalanceCustomerKind, subjectId, occasion },
          toCustomer,
          transaction,
        );
      });
    }
    await this.deps.relay.flush();
    return crossings.length;
  }

  /** `sendPending` every `intervalMs` until stopped (it also relays mail Redis could not take). */
  start(intervalMs: number): () => void {
    const timer = setInterval(() => {
      this.sendPending()
        .then(() => this.deps.relay.flush())
        .catch((error: unknown) =>
          this.deps.logger.warn({ err: error }, 'low-balance notices will be retried'),
        );
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
