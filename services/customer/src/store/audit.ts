import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'sequelize';
import { AuditEntryRecord } from '../models/audit-entry.js';

export interface AuditActor {
  actorId: string;
  actorRole: string;
  requestId: string | null;
  clientIp: string | null;
}

/** The caller as the audit log records them: a person (via the BFF) or a service. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const clientIp = request.headers['x-client-ip'];
  return {
    actorId: request.identity?.userId ?? 'anonymous',
    actorRole: request.identity?.role ?? 'anonymous',
    requestId: request.id,
    clientIp: typeof clientIp === 'string' ? clientIp : null,
  };
}

export async function recordAudit(
  actor: AuditActor,
  action: AuditEntryRecord['action'],
  customerId: string,
  details: Record<string, unknown>,
  transaction?: Transaction,
): Promise<void> {
  await AuditEntryRecord.create({ ...actor, action, customerId, details }, { transaction });
}
