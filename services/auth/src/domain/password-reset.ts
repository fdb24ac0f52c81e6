import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from '@studio/service-kit/errors';
import { Op } from 'sequelize';
import { resetPasswordMail } from '../mail/reset-mail.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import { normaliseEmail } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { hashPassword } from './passwords.js';
import { readStudioSettings } from './studio-settings.js';

export const resetLinkValidMinutes = 30;
export const invalidResetLinkMessage =
  'This password reset link is invalid or has expired. Please ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Records a single-use reset link and mails it, when the email has an account. The caller answers
 * the same either way, so the answer never tells whether an address is registered.
 */
export async function requestPasswordReset(
  models: AuthModels,
  outbox: MailOutbox,
  { email, publicBaseUrl }: { email: string; publicBaseUrl: string },
  context: AuditContext,
): Promise<void> {
  const user = await models.User.findOne({ where: { email: normaliseEmail(email) } });
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const link = new URL(`/reset-password/${token}`, publicBaseUrl).toString();
  await models.sequelize.transaction(async (transaction) => {
    await models.PasswordReset.create(
      {
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + resetLinkValidMinutes * 60_000),
        usedAt: null,
      },
      { transaction },
    );
    await outbox.write(
      resetPasswordMail({
        to: user.email,
        name: user.name,
        link,
        validMinutes: resetLinkValidMinutes,
        studio: await readStudioSettings(models, transaction),
      }),
      transaction,
    );
    await recordAudit(models, context, 'password.reset-requested', {
      targetId: user.id,
      transaction,
    });
  });
}

/** Sets a new password through a reset link, which then stops working (as do the user's other links). */
export async function resetPassword(
  models: AuthModels,
  token: string,
  newPassword: string,
  context: AuditContext,
): Promise<string> {
  if (!tokenPattern.test(token)) throw new HttpError(400, invalidResetLinkMessage);
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
