import type { Queue } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { LedgerSourceType } from '../models/ledger-outbox.js';
import type { LedgerDelivery } from './delivery.js';
import { ledgerJobId, type LedgerJobData } from './queue.js';

/**
 * After a committed training change: queue the retry job first (so a crash or a down customer
 * service loses nothing), then try to deliver at once so the balance is current when the caller
 * reloads. Neither failure fails the request: the outbox row is the promise.
 */
export class LedgerDispatcher {
  constructor(private readonly deps: { queue: Queue<LedgerJobData>; delivery: LedgerDelivery }) {}

  async dispatch(
    command: { outboxId: string; sourceType: LedgerSourceType; sourceId: string },
    log: FastifyBaseLogger,
    requestId?: string,
  ): Promise<void> {
    try {
      await this.deps.queue.add(
        'deliver',
        { outboxId: command.outboxId },
        { jobId: ledgerJobId(command.sourceType, command.sourceId) },
      );
    } catch (error) {
      log.warn(
        { err: error, outboxId: command.outboxId },
        'could not queue ledger delivery; the outbox sweep will',
      );
    }
    try {
      await this.deps.delivery.deliver(command.outboxId, requestId);
    } catch (error) {
      log.warn(
        { err: error, outboxId: command.outboxId },
        'ledger delivery failed; the ledger queue retries it',
      );
    }
  }
}
