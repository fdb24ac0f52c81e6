import type { Sequelize } from 'sequelize';
import { QueryTypes } from 'sequelize';
import { todayIn } from '../domain/business-date.js';
import { recordAudit, type AuditActor } from '../store/audit.js';
import { lockCustomer, writeLedgerRows } from '../store/ledger-rows.js';
import { trackLowBalance } from '../store/low-balance.js';
import { lockPackage } from './package-store.js';

/** The expiry job as the audit log names it. */
export const expiryActor: AuditActor = {
  actorId: 'package-expiry',
  actorRole: 'service',
  requestId: null,
  clientIp: null,
};

export type ExpiryOutcome = 'expired' | 'not-due' | 'already-expired' | 'missing';

/**
 * Expires one package once its expiry date has begun (business time zone): what is left of it
 * leaves the balance through one `expiry` entry (source = the package id, so it is written at
 * most once) and the package is marked expired. Takes the customer's row lock like every ledger
 * entry, so a claim running at the same moment either drew its session first or finds the
 * package expired; a job run twice, or a sweep after downtime, finds it done.
 */
export async function expirePackage(
  sequelize: Sequelize,
  packageId: string,
  rules: { timeZone: string; at: Date; lowBalanceThreshold: number },
): Promise<ExpiryOutcome> {
  return sequelize.transaction(async (transaction) => {
    const [owner] = await sequelize.query<{ customer_id: string }>(
      'SELECT customer_id FROM packages WHERE id = $1',
      { bind: [packageId], type: QueryTypes.SELECT, transaction },
    );
    if (!owner) return 'missing';
    const customer = await lockCustomer(sequelize, owner.customer_id, transaction);
    const expiring = await lockPackage(sequelize, packageId, transaction);
    if (!customer || !expiring) return 'missing';
    if (expiring.expired_at) return 'already-expired';
    if (expiring.expires_on > todayIn(rules.timeZone, rules.at)) return 'not-due';

    if (expiring.sessions_left > 0) {
      const balanceAfter = await writeLedgerRows(
        sequelize,
        owner.customer_id,
        [
          {
            sourceType: 'expiry',
            sourceId: packageId,
            delta: -expiring.sessions_left,
            packageId,
            reason: `Unused sessions expired on ${expiring.expires_on}`,
          },
        ],
        { actorId: null, at: rules.at },
        transaction,
      );
      await trackLowBalance(
        sequelize,
        owner.customer_id,
        'expiry',
        { threshold: rules.lowBalanceThreshold, at: rules.at },
        transaction,
      );
      await recordAudit(
        expiryActor,
        'balance.change',
        owner.customer_id,
        {
          sourceType: 'expiry',
          sourceId: packageId,
          delta: -expiring.sessions_left,
          reason: `Unused sessions expired on ${expiring.expires_on}`,
          packageId,
          balanceBefore: customer.num_of_trainings,
          balanceAfter,
        },
        transaction,
      );
    }
    await sequelize.query('UPDATE packages SET expired_at = $2 WHERE id = $1', {
      bind: [packageId, rules.at.toISOString()],
      transaction,
    });
    return 'expired';
  });
}
