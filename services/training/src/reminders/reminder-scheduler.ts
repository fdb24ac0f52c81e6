import type { Clock } from '@studio/service-kit/clock';
import type { StudioSettingsReader } from '@studio/service-kit/studio-settings';
import type { FastifyBaseLogger } from 'fastify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { reminderJobId, type ReminderQueue } from './reminder-queue.js';
import { reminderKind } from './reminder-sender.js';
import { reminderDueAt } from './reminder-time.js';

export interface SessionRef {
  trainingId: string;
  startsAt: Date;
}

/** How far past the lead time the sweep looks: a reminder lost from Redis is back well before it is due. */
const defaultSweepHorizonMs = 24 * 3_600_000;
const sweepBatch = 1000;

/**
 * Keeps one delayed job per upcoming session at its reminder's due time. Bookings, moves and
 * removals update it at once; `sweep()` rebuilds from the database whatever Redis lost (a flush,
 * an outage at booking time) and moves jobs whose due time changed with the settings.
 */
export class ReminderScheduler {
  constructor(
    private readonly deps: {
      queue: ReminderQueue;
      sequelize: Sequelize;
      settings: StudioSettingsReader;
      clock: Clock;
      timeZone: string;
      sweepHorizonMs?: number;
    },
  ) {}

  /** The job for this session, at its due time (created, or its delay corrected). */
  async schedule(session: SessionRef): Promise<void> {
    const { queue, clock, timeZone } = this.deps;
    const now = clock.now();
    const settings = await this.deps.settings.get();
    const due = reminderDueAt({ startsAt: session.startsAt, now, settings, timeZone });
    if (!due) return;
    const delay = Math.max(0, due.getTime() - now.getTime());
    const jobId = reminderJobId(session.trainingId, session.startsAt);
    const existing = await queue.getJob(jobId);
    if (existing) {
      if (await existing.isDelayed()) await existing.changeDelay(delay);
      return;
    }
    await queue.add(
      'remind',
      { trainingId: session.trainingId, startsAt: session.startsAt.toISOString() },
      { jobId, delay },
    );
  }

  /** Drops the job of a session that moved, was deleted or was claimed (its job would find it gone anyway). */
  async cancel(session: SessionRef): Promise<void> {
    await this.deps.queue.remove(reminderJobId(session.trainingId, session.startsAt));
  }

  /**
   * After a committed change: never fails the request. A job left behind finds its session moved
   * or gone and sends nothing; a job not made is made by the next sweep.
   */
  async afterChange(
    change: { cancel?: SessionRef[]; schedule?: SessionRef[] },
    log: FastifyBaseLogger,
  ): Promise<void> {
    try {
      for (const session of change.cancel ?? []) await this.cancel(session);
      for (const session of change.schedule ?? []) await this.schedule(session);
    } catch (error) {
      log.warn({ err: error }, 'reminder jobs not updated; the reminder sweep will');
    }
  }

  /** Schedules every upcoming session due within the horizon that has no reminder recorded yet. */
  async sweep(): Promise<number> {
    const { sequelize, clock } = this.deps;
    const now = clock.now();
    const { reminderLeadHours } = await this.deps.settings.get();
    const until = new Date(
      now.getTime() +
        reminderLeadHours * 3_600_000 +
        (this.deps.sweepHorizonMs ?? defaultSweepHorizonMs),
    );
    const sessions = await sequelize.query<{ trainingId: string; startsAt: Date }>(
      `SELECT t.id AS "trainingId", t.date_of_training AS "startsAt" FROM trainings t
       WHERE t.status = 'scheduled'
         AND t.date_of_training > $now::timestamptz AND t.date_of_training <= $until::timestamptz
         AND NOT EXISTS (
           SELECT 1 FROM mail_outbox m
           WHERE m.kind = $kind AND m.subject_id = t.id::text AND m.occasion = t.date_of_training)
       ORDER BY t.date_of_training LIMIT ${sweepBatch}`,
      {
        type: QueryTypes.SELECT,
        bind: { now: now.toISOString(), until: until.toISOString(), kind: reminderKind },
      },
    );
    for (const session of sessions) {
      await this.schedule({ trainingId: session.trainingId, startsAt: new Date(session.startsAt) });
    }
    return sessions.length;
  }
}
