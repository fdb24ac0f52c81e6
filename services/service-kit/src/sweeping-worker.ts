import { Worker, type ConnectionOptions, type Job, type Processor } from 'bullmq';
import type { Logger } from 'pino';

export interface SweepingWorker {
  /** Queues again what the database still holds as pending; resolves to how many it found. */
  sweep: () => Promise<number>;
  close: () => Promise<void>;
}

/**
 * A queue's worker plus its sweep, which runs at once and then every `sweepIntervalMs` so that no
 * work is lost with Redis. Failed jobs are logged (with `logFields` of the job) and retried by
 * BullMQ as their queue's job options say; a failing sweep is logged and tried again next time.
 */
export function startSweepingWorker<Data>(deps: {
  queueName: string;
  /** BullMQ's `prefix` of the queue (the producer's). */
  prefix: string;
  /** A blocking connection (`maxRetriesPerRequest: null`), as BullMQ workers need. */
  connection: ConnectionOptions;
  process: Processor<Data>;
  sweep: () => Promise<number>;
  sweepIntervalMs: number;
  logger: Pick<Logger, 'warn' | 'error'>;
  logFields: (data: Data) => object;
  messages: { failed: string; workerError: string; sweepFailed: string };
}): SweepingWorker {
  const worker = new Worker<Data>(deps.queueName, deps.process, {
    connection: deps.connection,
    prefix: deps.prefix,
    concurrency: 4,
  });
  worker.on('failed', (job: Job<Data> | undefined, error) => {
    deps.logger.warn(
      { ...(job && deps.logFields(job.data)), attempt: job?.attemptsMade, err: error },
      deps.messages.failed,
    );
  });
  worker.on('error', (error) => deps.logger.error({ err: error }, deps.messages.workerError));

  const sweepAndLog = () =>
    void deps
      .sweep()
      .catch((error: unknown) => deps.logger.warn({ err: error }, deps.messages.sweepFailed));
  const timer = setInterval(sweepAndLog, deps.sweepIntervalMs);
  timer.unref();
  sweepAndLog();

  return {
    sweep: deps.sweep,
    close: async () => {
      clearInterval(timer);
      await worker.close();
    },
  };
}
