import { QueryTypes, type Sequelize } from 'sequelize';
import { erasedCustomerName } from '@studio/contracts/erasure';
import type { Clock } from '@studio/service-kit/clock';
import { forgetMail } from '@studio/service-kit/mail-outbox';
import { anonymiseLeads } from '../store/anonymise-leads.js';
import { recordAudit, type AuditActor } from '../store/audit.js';

/**
 * How long a lead who did not join is kept: the PDPA notice of the trial page says "If you do not
 * join, we delete your details 12 months after your trial" (mfe-public trial-copy.ts, `pdpa`).
 */
export const leadRetentionMonths = 12;

/** Leads forgotten per transaction: a sweep after a long pause takes several. */
const batchSize = 200;

const retentionActor: AuditActor = {
  actorId: 'lead-retention',
  actorRole: 'service',
  requestId: null,
  clientIp: null,
};

/**
 * Leads past the notice's limit: their trial (its time, or the request's when no time was held)
 * is more than `leadRetentionMonths` before `$now`, and they did not join: no customer was made
 * from them and none has their email. A hold still open is left to the release sweep; a lead
 * already forgotten is not taken again.
 */
const expiredLeadsSql = `
  SELECT l.id, l.name, l.email FROM customer.leads l
   WHERE COALESCE(l.session_start, l.created_at) < $now::timestamptz - make_interval(months => $months)
     AND l.name <> $tombstone
     AND l.customer_id IS NULL
     AND NOT (l.stage = 'trial booked' AND l.hold_released_at IS NULL)
     AND NOT EXISTS (SELECT 1 FROM customer.customers c
                      WHERE c.id = l.id OR (l.email <> '' AND lower(c.email) = lower(l.email)))
   ORDER BY l.created_at
   LIMIT $limit`;

/**
 * Forgets the leads kept longer than the PDPA notice says (`anonymiseLeads`: identity, health
 * answers and notes go; the funnel figures and money references stay), with the mail to or about
 * them and one audit line each, nothing personal in it. Answers how many it forgot.
 */
export async function forgetExpiredLeads({
  sequelize,
  clock,
}: {
  sequelize: Sequelize;
  clock: Clock;
}): Promise<number> {
  let forgotten = 0;
  for (;;) {
    const done = await sequelize.transaction(async (transaction) => {
      const due = await sequelize.query<{ id: string; name: string; email: string }>(
        `${expiredLeadsSql} FOR UPDATE OF l SKIP LOCKED`,
        {
          type: QueryTypes.SELECT,
          transaction,
          bind: {
            now: clock.now().toISOString(),
            months: leadRetentionMonths,
            tombstone: erasedCustomerName,
            limit: batchSize,
          },
        },
      );
      if (due.length === 0) return 0;
      const ids = due.map((lead) => lead.id);
      for (const lead of due)
        await forgetMail(
          sequelize,
          'customer',
          { subjectIds: [], name: lead.name, email: lead.email },
          transaction,
        );
      await anonymiseLeads(
        (sql, bind) => sequelize.query(sql, { bind, transaction, type: QueryTypes.UPDATE }),
        'SELECT unnest($ids::uuid[])',
        { ids },
      );
      for (const id of ids)
        await recordAudit(
          retentionActor,
          'lead.forget',
          id,
          { afterMonths: leadRetentionMonths },
          transaction,
        );
      return due.length;
    });
    forgotten += done;
    if (done < batchSize) return forgotten;
  }
}
