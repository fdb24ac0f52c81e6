import { badRequest, notFound } from '@studio/service-kit/errors';
import type { Sequelize } from 'sequelize';
import { todayIn } from '../domain/business-date.js';
import { isCalendarDate } from './package-dates.js';
import { recordAudit, type AuditActor } from '../store/audit.js';
import { lockCustomer } from '../store/ledger-rows.js';
import { lockPackage } from './package-store.js';

/**
 * Moves a package's expiry date later, under the customer's row lock (so the expiry job cannot
 * expire it halfway). An expired package stays expired: its sessions already left the balance,
 * and giving them back is an adjustment.
 */
export async function extendPackage(
  sequelize: Sequelize,
  change: { customerId: string; packageId: string; expiresOn: string; reason: string },
  actor: AuditActor,
  { timeZone, at }: { timeZone: string; at: Date },
): Promise<void> {
  const reason = change.reason.trim();
  if (reason.length < 3) throw badRequest('Say why the package is extended (a reason is needed).');
  if (!isCalendarDate(change.expiresOn))
    throw badRequest(`expiresOn: ${change.expiresOn} is not a date on the calendar.`);
  await sequelize.transaction(async (transaction) => {
    const customer = await lockCustomer(sequelize, change.customerId, transaction);
    const extended = await lockPackage(sequelize, change.packageId, transaction);
    if (!customer || !extended || extended.customer_id !== change.customerId)
      throw notFound('Package not found.');
    const today = todayIn(timeZone, at);
    if (extended.expired_at || extended.expires_on <= today)
      throw badRequest(
        `This package expired on ${extended.expires_on}; add sessions back with an adjustment instead.`,
      );
    if (change.expiresOn <= today)
      throw badRequest(`The new expiry date must be after today (${today}).`);
    if (change.expiresOn <= extended.expires_on)
      throw badRequest(
        `The new expiry date must be after the current one (${extended.expires_on}).`,
      );
    await sequelize.query('UPDATE packages SET expires_on = $2::date WHERE id = $1', {
      bind: [change.packageId, change.expiresOn],
      transaction,
    });
    await recordAudit(
      actor,
      'package.extend',
      change.customerId,
      { packageId: change.packageId, from: extended.expires_on, to: change.expiresOn, reason },
      transaction,
    );
  });
}
