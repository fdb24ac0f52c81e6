import type { Transaction } from 'sequelize';
import type { AuditAction } from '../models/audit-entry.js';
import type { AuthModels } from '../models/auth-models.js';

export interface AuditContext {
  /** The person acting, when known. */
  actorId: string | null;
  /** The caller's address as the BFF saw it. */
  ip: string | null;
}

export async function recordAudit(
  models: AuthModels,
  context: AuditContext,
  action: AuditAction,
  {
    targetId = null,
    detail = null,
    transaction,
  }: {
    targetId?: string | null;
    detail?: Record<string, unknown> | null;
    transaction?: Transaction;
  } = {},
): Promise<void> {
  await models.AuditEntry.create(
    { action, actorId: context.actorId, targetId, ip: context.ip, detail },
    { transaction },
  );
}
