import { createHash, randomBytes } from 'node:crypto';
import {
  customerInviteValidHours,
  expiredInviteMessage,
  unknownInviteMessage,
  usedInviteMessage,
  type PortalAccess,
} from '@studio/contracts/customer-accounts';
import { mailStudioOf } from '@studio/contracts/mail';
import type { Clock } from '@studio/service-kit/clock';
import { badRequest, conflict } from '@studio/service-kit/errors';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import type { CustomerInvite } from '../models/customer-invite.js';
import { normaliseEmail, type User } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { ensureStrongPassword } from './password-strength.js';
import { hashPassword } from './passwords.js';
import { readStudioSettings } from './studio-settings.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const inviteValidMs = customerInviteValidHours * 60 * 60 * 1000;

export const emailTakenByAnotherAccountMessage =
  "This customer's email already belongs to another account of the portal. Give the customer their own email address first.";
export const alreadyActiveMessage = 'This customer already uses the portal.';

/** No account: `none`; an account that has not set its password yet: `invited`. */
const portalAccessOfAccount = (account: Pick<User, 'status'> | undefined | null): PortalAccess =>
  !account ? 'none' : account.status === 'active' ? 'active' : 'invited';

/** Where the customer stands with the portal. */
export async function portalAccessOf(
  models: AuthModels,
  customerId: string,
): Promise<PortalAccess> {
  return portalAccessOfAccount(
    await models.User.findOne({ where: { customerId }, attributes: ['status'] }),
  );
}

/** Where each of these customers stands, in one statement (a page of the customers screen). */
export async function portalAccessesOf(
  models: AuthModels,
  customerIds: string[],
): Promise<Map<string, PortalAccess>> {
  const accounts =
    customerIds.length === 0
      ? []
      : await models.User.findAll({
          where: { customerId: { [Op.in]: customerIds } },
          attributes: ['customerId', 'status'],
          raw: true,
        });
  const byCustomer = new Map(accounts.map((account) => [account.customerId, account]));
  return new Map(customerIds.map((id) => [id, portalAccessOfAccount(byCustomer.get(id))]));
}

/**
 * Opens (or refreshes) a customer's account as `invited` and mails a single-use welcome link valid
 * 72 hours. A new invite replaces any unused one: only the newest link works.
 */
export async function inviteCustomer(
  models: AuthModels,
  { outbox, clock, publicBaseUrl }: { outbox: MailOutbox; clock: Clock; publicBaseUrl: string },
  invite: { customerId: string; name: string; email: string },
  context: AuditContext,
): Promise<void> {
  const email = normaliseEmail(invite.email);
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  try {
    await models.sequelize.transaction(async (transaction) => {
      const holder = await models.User.findOne({ where: { email }, transaction });
      if (holder && holder.customerId !== invite.customerId)
        throw conflict(emailTakenByAnotherAccountMessage);
      const account = await invitedAccount(models, invite.customerId, transaction, {
        name: invite.name,
        email,
      });
      await models.CustomerInvite.destroy({
        where: { userId: account.id, usedAt: null },
        transaction,
      });
      await models.CustomerInvite.create(
        {
          tokenHash: hashToken(token),
          userId: account.id,
          expiresAt: new Date(now.getTime() + inviteValidMs),
          usedAt: null,
          dateCreated: now,
        },
        { transaction },
      );
      await outbox.write(
        {
          to: email,
          studio: mailStudioOf(await readStudioSettings(models, transaction)),
          template: {
            kind: 'customer-invite',
            customerName: invite.name,
            link: new URL(`/welcome/${token}`, publicBaseUrl).toString(),
            validHours: customerInviteValidHours,
          },
        },
        transaction,
      );
      await recordAudit(models, context, 'customer.invited', {
        targetId: account.id,
        detail: { customerId: invite.customerId },
        transaction,
      });
    });
  } catch (error) {
    // Two invites racing for one address, or a registration taking it meanwhile.
    if (error instanceof UniqueConstraintError) throw conflict(emailTakenByAnotherAccountMessage);
    throw error;
  }
}

/** The customer's account, made or brought up to date as `invited`; an active one is a 409. */
async function invitedAccount(
  models: AuthModels,
  customerId: string,
  transaction: Transaction,
  details: { name: string; email: string },
): Promise<User> {
  const existing = await models.User.findOne({
    where: { customerId },
    lock: transaction.LOCK.UPDATE,
    transaction,
  });
  if (existing?.status === 'active') throw conflict(alreadyActiveMessage);
  if (existing) return existing.update(details, { transaction });
  return models.User.create(
    {
      ...details,
      customerId,
      role: 'customer',
      status: 'invited',
      // No password until the welcome link sets one: an empty hash matches nothing.
      passwordHash: '',
      lastEdited: null,
    },
    { transaction },
  );
}

/** The invite behind a welcome link, or the 400 that says clearly why the link does not work. */
async function usableInvite(
  models: AuthModels,
  token: string,
  now: Date,
  transaction?: Transaction,
): Promise<CustomerInvite> {
  if (!tokenPattern.test(token)) throw badRequest(unknownInviteMessage);
  const invite = await models.CustomerInvite.findByPk(hashToken(token), {
    transaction,
    ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  if (!invite) throw badRequest(unknownInviteMessage);
  if (invite.usedAt) throw badRequest(usedInviteMessage);
  if (invite.expiresAt.getTime() <= now.getTime()) throw badRequest(expiredInviteMessage);
  return invite;
}

async function inviteeOf(models: AuthModels, invite: CustomerInvite): Promise<User> {
  const account = await models.User.findByPk(invite.userId, { attributes: ['name', 'email'] });
  if (!account) throw badRequest(unknownInviteMessage);
  return account;
}

/** Whom a welcome link is for, while it still works. */
export async function invitationOf(
  models: AuthModels,
  token: string,
  clock: Clock,
): Promise<{ name: string }> {
  const account = await inviteeOf(models, await usableInvite(models, token, clock.now()));
  return { name: account.name };
}

/** Sets the customer's first password through the welcome link, which then stops working. */
export async function acceptInvite(
  models: AuthModels,
  clock: Clock,
  token: string,
  password: string,
  context: AuditContext,
): Promise<User> {
  // Checked before the slow hash, then again under the lock: the link may be used meanwhile.
  const owner = await inviteeOf(models, await usableInvite(models, token, clock.now()));
  await ensureStrongPassword(password, owner);
  const passwordHash = await hashPassword(password);
  return models.sequelize.transaction(async (transaction) => {
    const now = clock.now();
    const invite = await usableInvite(models, token, now, transaction);
    const account = await models.User.findByPk(invite.userId, { transaction });
    if (!account) throw badRequest(unknownInviteMessage);
    await account.update({ passwordHash, status: 'active' }, { transaction });
    await invite.update({ usedAt: now }, { transaction });
    await recordAudit(models, { ...context, actorId: account.id }, 'customer.invite-accepted', {
      targetId: account.id,
      transaction,
    });
    return account;
  });
}

/** Ends a customer's access: the account and its links are deleted. Returns the account's id. */
export async function revokeCustomerAccess(
  models: AuthModels,
  customerId: string,
  context: AuditContext,
): Promise<string | null> {
  return models.sequelize.transaction(async (transaction) => {
    const account = await models.User.findOne({
      where: { customerId },
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    if (!account) return null;
    await account.destroy({ transaction });
    await recordAudit(models, context, 'customer.access-revoked', {
      targetId: account.id,
      detail: { customerId },
      transaction,
    });
    return account.id;
  });
}
