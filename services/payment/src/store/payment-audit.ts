import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

export interface PaymentAuditActor {
  actorId: string;
  actorRole: string;
  requestId: string | null;
  clientIp: string | null;
}

export type PaymentAuditAction = 'payment.record' | 'payment.credit' | 'payment.reject';

export async function recordPaymentAudit(
  sequelize: Sequelize,
  actor: PaymentAuditActor,
  action: PaymentAuditAction,
  paymentId: string,
  details: Record<string, unknown>,
  transaction?: Transaction,
): Promise<void> {
  await sequelize.query(
    `INSERT INTO audit_entries (id, actor_id, actor_role, action, payment_id, details, request_id, client_ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    {
      bind: [
        randomUUID(),
        actor.actorId,
        actor.actorRole,
        action,
        paymentId,
        JSON.stringify(details),
        actor.requestId,
        actor.clientIp,
      ],
      type: QueryTypes.INSERT,
      transaction,
    },
  );
}
