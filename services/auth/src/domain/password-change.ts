import { badRequest, notFound } from '@studio/service-kit/errors';
import type { AuthModels } from '../models/auth-models.js';
import { recordAudit, type AuditContext } from './audit.js';
import { ensureStrongPassword } from './password-strength.js';
import { hashPassword, passwordMatches } from './passwords.js';

export const wrongOldPasswordMessage = 'Your current password is not correct.';

export async function changePassword(
  models: AuthModels,
  userId: string,
  oldPassword: string,
  newPassword: string,
  context: AuditContext,
): Promise<void> {
  const user = await models.User.findByPk(userId);
  if (!user) throw notFound('Your account no longer exists.');
  if (!(await passwordMatches(user.passwordHash, oldPassword)))
    throw badRequest(wrongOldPasswordMessage);
  await ensureStrongPassword(newPassword, user);
  const passwordHash = await hashPassword(newPassword);
  await models.sequelize.transaction(async (transaction) => {
    await user.update({ passwordHash }, { transaction });
    // A reset link mailed before the change must not undo it.
    await models.PasswordReset.update(
      { usedAt: new Date() },
      { where: { userId: user.id, usedAt: null }, transaction },
    );
    await recordAudit(models, context, 'password.changed', { targetId: user.id, transaction });
  });
}
