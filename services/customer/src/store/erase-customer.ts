import { QueryTypes, type Sequelize } from 'sequelize';
import { erasedCustomerName } from '@studio/contracts/erasure';
import { forgetMail } from '@studio/service-kit/mail-outbox';
import type { IcCipher } from '../domain/ic-cipher.js';
import { anonymiseLeads } from './anonymise-leads.js';
import { recordAudit, type AuditActor } from './audit.js';
import { customerLeadsCondition } from './customer-leads.js';

export interface ErasedIdentity {
  name: string;
  email: string;
}

/**
 * Removes a customer's identity from this service in one transaction, for good: the record keeps
 * its id, trainer and balance (so packages, the ledger and the reports' past figures stand) but
 * its name, email, phone, date of birth, IC and sex become a tombstone; measurements and progress
 * photos are deleted (their consents and published results with them); the trial requests they
 * made (leads: health answers, contact details, staff notes) keep only their funnel figures;
 * mails about or to them and audit details naming them are emptied; ledger reasons naming them
 * are replaced. One audit entry records the erasure, with nothing personal in it.
 */
export async function eraseCustomerIdentity(
  sequelize: Sequelize,
  cipher: IcCipher,
  customerId: string,
  identity: ErasedIdentity,
  actor: AuditActor,
  at: Date,
): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    const run = (sql: string, bind: Record<string, unknown>) =>
      sequelize.query(sql, { bind, transaction, type: QueryTypes.UPDATE });
    const who = { id: customerId, name: identity.name, email: identity.email };
    await run(
      `UPDATE customer.customers
          SET name = $tombstone, email = '', phone = '', date_of_birth = DATE '1900-01-01',
              ic_encrypted = $ic, ic_masked = '', sex = '',
              emails_off_at = COALESCE(emails_off_at, $at::timestamptz), updated_at = $at::timestamptz
        WHERE id = $id`,
      {
        id: customerId,
        tombstone: erasedCustomerName,
        ic: cipher.encrypt('', customerId),
        at: at.toISOString(),
      },
    );
    await run(`DELETE FROM customer.measurements WHERE customer_id = $id`, { id: customerId });
    // Consents and published results go with the photos (ON DELETE CASCADE).
    await run(`DELETE FROM customer.progress_photos WHERE customer_id = $id`, { id: customerId });
    await forgetLeadsOf(run, who);
    await forgetMail(sequelize, 'customer', { subjectIds: [customerId], ...identity }, transaction);
    await run(
      `UPDATE customer.audit_entries SET details = '{}'::jsonb
        WHERE customer_id = $id
           OR strpos(details::text, $name) > 0
           OR ($email <> '' AND strpos(details::text, $email) > 0)`,
      who,
    );
    await run(
      `UPDATE customer.ledger_entries SET reason = '(erased)'
        WHERE customer_id = $id AND strpos(reason, $name) > 0`,
      who,
    );
    await recordAudit(actor, 'customer.erase', customerId, {}, transaction);
  });
}

/**
 * The trial requests (leads, issue 27) of an erased customer: the one they were made from (same
 * id, or `customer_id`) and any other with their email, except a hold still open (the sweep
 * releases it and its mail first; erase again afterwards); `anonymiseLeads` says what they keep.
 */
async function forgetLeadsOf(
  run: (sql: string, bind: Record<string, unknown>) => Promise<unknown>,
  who: { id: string; name: string; email: string },
): Promise<void> {
  await anonymiseLeads(
    run,
    `SELECT l.id FROM customer.leads l WHERE ${customerLeadsCondition}
        AND NOT (l.stage = 'trial booked' AND l.hold_released_at IS NULL)`,
    { id: who.id, email: who.email },
  );
}
