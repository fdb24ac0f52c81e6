import { postLedgerEntry } from '@studio/service-kit/ledger-delivery';
import type { CallService } from '@studio/service-kit/service-client';
import type { LedgerOutboxModel } from '../models/ledger-outbox.js';

/**
 * Sends one outbox command to the customer service ledger and marks it delivered. Safe to run
 * twice at once or after a crash: the ledger applies each (sourceType, sourceId) once.
 */
export class LedgerDelivery {
  constructor(
    private readonly deps: {
      outbox: LedgerOutboxModel;
      callService: CallService;
      customerUrl: string;
    },
  ) {}

  async deliver(
    outboxId: string,
    requestId?: string,
  ): Promise<'delivered' | 'already-delivered' | 'missing'> {
    const { outbox, callService, customerUrl } = this.deps;
    const entry = await outbox.findByPk(outboxId);
    if (!entry) return 'missing';
    if (entry.deliveredAt) return 'already-delivered';
    try {
      await postLedgerEntry(
        callService,
        customerUrl,
        entry.customerId,
        {
          sourceType: entry.sourceType,
          sourceId: entry.sourceId,
          delta: entry.delta,
          reason: entry.reason ?? undefined,
          actorId: entry.actorId ?? undefined,
        },
        { requestId },
      );
    } catch (error) {
      await outbox.increment('attempts', { where: { id: outboxId } });
      await outbox.update(
        { lastError: error instanceof Error ? error.message : String(error) },
        { where: { id: outboxId } },
      );
      throw error;
    }
    await outbox.update({ deliveredAt: new Date(), lastError: null }, { where: { id: outboxId } });
    await outbox.increment('attempts', { where: { id: outboxId } });
    return 'delivered';
  }
}
