import type { EmailJob } from '@studio/contracts/mail';
import type { Logger } from 'pino';
import type { Sequelize, Transaction } from 'sequelize';
import type { EmailQueue } from './email-queue.js';

export interface MailRelay {
  /** Moves recorded mail onto the `email` queue; returns how many went. */
  flush(): Promise<number>;
  /** Flushes every `intervalMs` until stopped, so mail recorded while Redis was down goes out later. */
  start(intervalMs: number): () => void;
}

export interface OutboxRow {
  id: string;
  message: EmailJob;
}

const enqueueTimeoutMs = 2000;
const batchSize = 50;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('email queue timed out')), ms).unref(),
    ),
  ]);
}

/**
 * Relays an outbox table to the `email` queue (job id = row id, so a repeat is ignored). Each flush
 * is one transaction: `lockWaiting` must take its rows `FOR UPDATE SKIP LOCKED`, so several
 * processes relay side by side without queueing a row twice, and `markQueued` settles the rows
 * that went (in the same transaction: a row whose mail did not reach the queue stays waiting).
 */
export function createOutboxRelay<Row extends OutboxRow>({
  sequelize,
  queue,
  logger,
  lockWaiting,
  markQueued,
}: {
  sequelize: Sequelize;
  queue: EmailQueue;
  logger: Pick<Logger, 'debug'>;
  lockWaiting: (limit: number, transaction: Transaction) => Promise<Row[]>;
  markQueued: (rows: Row[], transaction: Transaction) => Promise<void>;
}): MailRelay {
  let flushing: Promise<number> | undefined;

  const flushOnce = () =>
    sequelize.transaction(async (transaction) => {
      const rows = await lockWaiting(batchSize, transaction);
      for (const row of rows) {
        await withTimeout(queue.add('send', row.message, { jobId: row.id }), enqueueTimeoutMs);
      }
      if (rows.length > 0) await markQueued(rows, transaction);
      return rows.length;
    });

  const flush = () => {
    // One flush at a time per process; callers share the one in progress.
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };

  return { flush, start: (intervalMs) => flushEvery(flush, intervalMs, logger) };
}

/**
 * Runs `flush` every `intervalMs` until the returned function is called; a failed flush is
 * logged and tried again at the next tick (mail written while Redis was down goes out later).
 */
export function flushEvery(
  flush: () => Promise<unknown>,
  intervalMs: number,
  logger: Pick<Logger, 'debug'>,
): () => void {
  const timer = setInterval(() => {
    flush().catch((error: unknown) => logger.debug({ err: error }, 'mail relay will retry'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
