import { QueryTypes, type Sequelize } from 'sequelize';
import { recordAudit, type AuditActor } from './audit.js';

/**
 * Withdraws a customer's consent to reminders and notices (marketing and service mail alike): the
 * first withdrawal sets `emails_off_at` and is audited with how it was made; another changes
 * nothing and records nothing. False when there is no such customer.
 */
export async function withdrawEmailConsent(
  sequelize: Sequelize,
  customerId: string,
  at: Date,
  actor: AuditActor,
  via: 'unsubscribe-link' | 'my-account',
): Promise<boolean> {
  return sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<{ first: boolean }>(
      `UPDATE customers SET emails_off_at = COALESCE(emails_off_at, $at::timestamptz)
        WHERE id = $id::uuid RETURNING emails_off_at = $at::timestamptz AS first`,
      { type: QueryTypes.SELECT, bind: { id: customerId, at: at.toISOString() }, transaction },
    );
    if (!row) return false;
    if (row.first) {
      await recordAudit(
        { ...actor, actorId: customerId, actorRole: 'customer' },
        'consent.withdrawn',
        customerId,
        { via, at: at.toISOString() },
        transaction,
      );
    }
    return true;
  });
}
