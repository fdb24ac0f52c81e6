import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from '@studio/service-kit/errors';
import { Op, type Transaction } from 'sequelize';
import { resetPasswordMail } from '../mail/reset-mail.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import { normaliseEmail, type User } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { ensureStrongPassword } from './password-strength.js';
import { hashPassword } from './passwords.js';
import { readStudioSettings } from './studio-settings.js';

export const resetLinkValidMinutes = 30;
export const invalidResetLinkMessage =
  'This password reset link is invalid or has expired. Please ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Records a forgot-password request, for any email. The caller answers at once, the same either
 * way, and the link is made afterwards (`handlePasswordResetRequests`): the answer costs one insert
 * whether or not the email has an account, so neither its words nor its timing tell.
 */
export async function recordPasswordResetRequest(
  models: AuthModels,
  email: string,
  context: AuditContext,
): Promise<void> {
  await models.PasswordResetRequest.create({ email: normaliseEmail(email), ip: context.ip });
}

/**
 * Turns waiting forgot-password requests into reset links and their mails (in the outbox), in one
 * transaction per batch; a request for an email without an account is dropped. Rows are taken
 * `FOR UPDATE SKIP LOCKED`, so several processes share the work. Returns how many were handled.
 */
export async function handlePasswordResetRequests(
  models: AuthModels,
  outbox: MailOutbox,
  publicBaseUrl: string,
): Promise<number> {
  return models.sequelize.transaction(async (transaction) => {
    const requests = await models.PasswordResetRequest.findAll({
      order: [['id', 'ASC']],
      limit: 50,
      lock: transaction.LOCK.UPDATE,
      skipLocked: true,
      transaction,
    });
    if (requests.length === 0) return 0;
    const studio = await readStudioSettings(models, transaction);
    for (const request of requests) {
      const user = await models.User.findOne({ where: { email: request.email }, transaction });
      if (!user) continue;
      const link = await newResetLink(models, user, publicBaseUrl, transaction);
      await outbox.write(
        resetPasswordMail({
          to: user.email,
          name: user.name,
          link,
          validMinutes: resetLinkValidMinutes,
          studio,
        }),
        transaction,
      );
      await recordAudit(models, { actorId: null, ip: request.ip }, 'password.reset-requested', {
        targetId: user.id,
        transaction,
      });
    }
    await models.PasswordResetRequest.destroy({
      where: { id: requests.map((request) => request.id) },
      transaction,
    });
    return requests.length;
  });
}

/** A new single-use reset link for the user, valid 30 minutes, recorded in `transaction`. */
export async function newResetLink(
  models: AuthModels,
  user: User,
  publicBaseUrl: string,
  transaction: Transaction,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await models.PasswordReset.create(
    {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + resetLinkValidMinutes * 60_000),
      usedAt: null,
    },
    { transaction },
  );
  return new URL(`/reset-password/${token}`, publicBaseUrl).toString();
}

/** Sets a new password through a reset link, which then stops working (as do the user's other links). */
export async function resetPassword(
  models: AuthModels,
  token: string,
  newPassword: string,
  context: AuditContext,
): Promise<string> {
  if (!tokenPattern.test(token)) throw new HttpError(400, invalidResetLinkMessage);
  // Checked before the slow hash, then again under the lock: the link may be used meanwhile.
  const pending = await models.PasswordReset.findOne({
    where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { [Op.gt]: new Date() } },
  });
  const owner = pending && (await models.User.findByPk(pending.userId));
  if (!owner) throw new HttpError(400, invalidResetLinkMessage);
  await ensureStrongPassword(newPassword, owner);
  const passwordHash = await hashPassword(newPassword);
  return models.sequelize.transaction(async (transaction) => {
    const reset = await models.PasswordReset.findOne({
      where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { [Op.gt]: new Date() } },
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    if (!reset) throw new HttpError(400, invalidResetLinkMessage);
    const user = await models.User.findByPk(reset.userId, { transaction });
    if (!user) throw new HttpError(400, invalidResetLinkMessage);
    // A customer who lost the welcome mail can start with a reset link instead: both prove the address.
    await user.update(
      user.status === 'invited' ? { passwordHash, status: 'active' } : { passwordHash },
      { transaction },
    );
    await models.PasswordReset.update(
      { usedAt: new Date() },
      { where: { userId: user.id, usedAt: null }, transaction },
    );
    await recordAudit(models, { ...context, actorId: user.id }, 'password.reset', {
      targetId: user.id,
      transaction,
    });
    return user.id;
  });
}
