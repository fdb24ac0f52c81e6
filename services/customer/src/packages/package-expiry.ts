import type { Clock } from '@studio/service-kit/clock';
import type { MailRelay } from '@studio/service-kit/outbox-relay';
import type { ProducerQueue } from '@studio/service-kit/producer-queue';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import type { FastifyBaseLogger } from 'fastify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { todayIn } from '../domain/business-date.js';
import { addDays, startOfBusinessDay } from './package-dates.js';
import { sessionsLeftSql } from './package-store.js';
import { expirePackage, type ExpiryOutcome } from './expire-package.js';
import {
  noticeDaysBefore,
  noticeDueAt,
  packageExpiryNoticeKind,
  recordExpiryNotice,
  type NoticeOutcome,
} from './expiry-notice.js';

/** Delayed jobs, one per (package, expiry date, action): the notice a week before, the expiry on the day. */
export const packageQueueName = 'packages';

export interface PackageJobData {
  packageId: string;
  action: 'expire' | 'notice';
}

/** Deterministic: scheduling twice is one job; an extension (a new date) is a new one. */
export const packageJobId = (
  action: PackageJobData['action'],
  packageId: string,
  expiresOn: string,
) => `${action}-${packageId}-${expiresOn}`;

export type PackageQueue = ProducerQueue<PackageJobData>;

/** How far ahead the sweep re-creates jobs lost from Redis; later ones are made by later sweeps. */
const sweepHorizonDays = noticeDaysBefore + 2;
const sweepBatch = 500;

export interface PackageExpiryDeps {
  sequelize: Sequelize;
  queue: PackageQueue;
  settings: StudioSettingsReader;
  clock: Clock;
  timeZone: string;
  relay: MailRelay;
  publicBaseUrl: string;
  internalTokenSecret: string;
}

/**
 * Package expiry and its notice: delayed jobs at their due times (made when a package is bought
 * or extended), and a sweep at start and on an interval that does whatever is due and re-creates
 * the jobs Redis lost, so after any downtime each package expires exactly once, and late.
 */
export class PackageExpiry {
  constructor(private readonly deps: PackageExpiryDeps) {}

  /** The package's two jobs at their due times (a job already there stays). */
  async schedule({ id, expiresOn }: { id: string; expiresOn: string }): Promise<void> {
    const { queue, clock, timeZone } = this.deps;
    const now = clock.now().getTime();
    const settings = await this.deps.settings.get();
    const dueTimes: Array<[PackageJobData['action'], Date]> = [
      ['notice', noticeDueAt(expiresOn, settings, timeZone)],
      ['expire', startOfBusinessDay(expiresOn, timeZone)],
    ];
    for (const [action, due] of dueTimes) {
      await queue.add(
        action,
        { packageId: id, action },
        { jobId: packageJobId(action, id, expiresOn), delay: Math.max(0, due.getTime() - now) },
      );
    }
  }

  /** After a committed purchase or extension: never fails the request (the sweep catches up). */
  async afterChange(changed: { id: string; expiresOn: string }, log: FastifyBaseLogger) {
    try {
      await this.schedule(changed);
    } catch (error) {
      log.warn({ err: error }, 'package expiry jobs not scheduled; the package sweep will');
    }
  }

  /** One job: expire the package or record its notice, if due now (a job of an old date finds nothing). */
  async process({ packageId, action }: PackageJobData): Promise<ExpiryOutcome | NoticeOutcome> {
    if (action === 'expire') return this.expire(packageId);
    const outcome = await recordExpiryNotice(this.deps.sequelize, packageId, {
      ...this.deps,
      at: this.deps.clock.now(),
      settings: await this.deps.settings.get(),
    });
    if (outcome === 'recorded') await this.deps.relay.flush().catch(() => 0);
    return outcome;
  }

  private async expire(packageId: string): Promise<ExpiryOutcome> {
    const { lowBalanceThreshold } = await this.deps.settings.get();
    return expirePackage(this.deps.sequelize, packageId, {
      timeZone: this.deps.timeZone,
      at: this.deps.clock.now(),
      lowBalanceThreshold,
    });
  }

  /** Expires every package due, records every notice due, and re-creates the coming jobs. */
  async sweep(): Promise<number> {
    const { sequelize, clock, timeZone } = this.deps;
    const today = todayIn(timeZone, clock.now());
    const due = await sequelize.query<{ id: string }>(
      `SELECT id FROM packages WHERE expired_at IS NULL AND expires_on <= $today::date
        ORDER BY expires_on, id LIMIT ${sweepBatch}`,
      { type: QueryTypes.SELECT, bind: { today } },
    );
    for (const { id } of due) await this.expire(id);

    const noticesDue = await sequelize.query<{ id: string }>(
      `SELECT p.id FROM packages p
        WHERE p.expired_at IS NULL AND p.expires_on > $today::date
          AND p.expires_on <= $today::date + ${noticeDaysBefore}
          AND ${sessionsLeftSql('p')} > 0
          AND NOT EXISTS (
            SELECT 1 FROM mail_outbox m
             WHERE m.kind = $kind AND m.subject_id = p.id::text
               AND m.occasion = (p.expires_on::timestamp AT TIME ZONE $zone))
        ORDER BY p.expires_on, p.id LIMIT ${sweepBatch}`,
      { type: QueryTypes.SELECT, bind: { today, kind: packageExpiryNoticeKind, zone: timeZone } },
    );
    for (const { id } of noticesDue) await this.process({ packageId: id, action: 'notice' });

    const coming = await sequelize.query<{ id: string; expires_on: string }>(
      `SELECT id, to_char(expires_on, 'YYYY-MM-DD') AS expires_on FROM packages
        WHERE expired_at IS NULL AND expires_on > $today::date AND expires_on <= $until::date
        ORDER BY expires_on, id LIMIT ${sweepBatch}`,
      { type: QueryTypes.SELECT, bind: { today, until: addDays(today, sweepHorizonDays) } },
    );
    for (const row of coming) await this.schedule({ id: row.id, expiresOn: row.expires_on });
    return due.length + noticesDue.length;
  }
}
