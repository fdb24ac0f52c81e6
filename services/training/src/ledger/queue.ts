import { createLedgerQueue as createServiceLedgerQueue } from '@studio/service-kit/ledger-delivery';
import type { ProducerQueue } from '@studio/service-kit/producer-queue';
import type { LedgerSourceType } from '../models/ledger-outbox.js';
import { bullPrefix } from '../jobs/bull-prefix.js';

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
  return createServiceLedgerQueue<LedgerJobData>(
    { redisUrl, prefix: bullPrefix(redisPrefix) },
    2000,
  );
}
