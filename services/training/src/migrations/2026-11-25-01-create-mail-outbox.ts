import type { Migration } from '@studio/service-kit/migrations';
import { createMailOutboxTable, dropMailOutboxTable } from '@studio/service-kit/mail-outbox';

/** Session reminders: one row per (training, start time), the reminder's outbox and its idempotency record. */
export const up: Migration = async ({ context }) => {
  await createMailOutboxTable(context, 'training');
};

export const down: Migration = async ({ context }) => {
  await dropMailOutboxTable(context, 'training');
};
