import type { FastifyBaseLogger } from 'fastify';
import type { MailOutbox } from './mail-outbox.js';

/**
 * Moves freshly written mail to the queue without making the answer wait on (or reveal anything
 * through) the queue; what fails here waits in the outbox for the relay.
 */
export function flushOutboxSoon(outbox: MailOutbox, log: FastifyBaseLogger): void {
  outbox
    .flush()
    .catch((error: unknown) => log.warn({ err: error }, 'mail left in the outbox for the relay'));
}
