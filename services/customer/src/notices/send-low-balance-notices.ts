import type { FastifyBaseLogger } from 'fastify';
import type { LowBalanceNotices } from './low-balance-notices.js';

/**
 * After a committed crossing: record and queue its notices now, without making the ledger caller
 * wait on auth or Redis. A failure is left to the notices' own interval.
 */
export function sendLowBalanceNotices(notices: LowBalanceNotices, log: FastifyBaseLogger): void {
  notices
    .sendPending()
    .catch((error: unknown) =>
      log.warn({ err: error }, 'low-balance notices not sent yet; they are retried'),
    );
}
