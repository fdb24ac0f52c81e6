import type { LedgerSourceType } from '../models/ledger-outbox.js';
import { createProducerQueue, type ProducerQueue } from '@studio/service-kit/producer-queue';
import { bullPrefix } from '../jobs/bull-prefix.js';

/** Each service delivers its own outbox: its own `ledger` queue under its own BullMQ prefix. */
export const ledgerQueueName = 'ledger';

export interface LedgerJobData {
  outboxId: string;
}

/** One job per source (BullMQ ids may not contain ':'), so a command is queued at most once at a time. */
export const ledgerJobId = (sourceType: LedgerSourceType, sourceId: string) =>
  `${sourceType}-${sourceId}`;

export function createLedgerQueue(
  redisUrl: string,
  redisPrefix: string,
): ProducerQueue<LedgerJobData> {
  return createProducerQueue<LedgerJobData>(
    ledgerQueueName,
    { redisUrl, prefix: bullPrefix(redisPrefix) },
    { attempts: 12, firstDelayMs: 2000 },
  );
}
