import type { LedgerEntryBody, LedgerEntryResult } from '@studio/contracts/customers';
import { createProducerQueue, type ProducerQueue } from './producer-queue.js';
import type { CallService } from './service-client.js';

/**
 * The one way a service's ledger outbox reaches the customer service's ledger (payment credits,
 * training claims and cancels): each service keeps its own outbox table (`ledger_outbox`, settled
 * by `delivered_at`) and its own `ledger` queue under its own BullMQ prefix, and delivers through
 * these. The ledger applies each (sourceType, sourceId) once, so a delivery may run any number of
 * times, concurrently too.
 */
export const ledgerQueueName = 'ledger';

/** Tries per job (exponential back-off); after them the service's outbox sweep queues it again. */
const ledgerDeliveryAttempts = 12;

export function createLedgerQueue<Data>(
  { redisUrl, prefix }: { redisUrl: string; prefix: string },
  firstRetryDelayMs: number,
): ProducerQueue<Data> {
  return createProducerQueue<Data>(
    ledgerQueueName,
    { redisUrl, prefix },
    { attempts: ledgerDeliveryAttempts, firstDelayMs: firstRetryDelayMs },
  );
}

/** `POST /internal/customers/:id/ledger`: the customer's balance after the entry, and whether it was new. */
export function postLedgerEntry(
  callService: CallService,
  customerUrl: string,
  customerId: string,
  entry: LedgerEntryBody,
  options: { requestId?: string; timeoutMs?: number } = {},
): Promise<LedgerEntryResult> {
  return callService<LedgerEntryResult>(
    customerUrl,
    `/internal/customers/${encodeURIComponent(customerId)}/ledger`,
    { method: 'POST', body: entry, ...options },
  );
}
