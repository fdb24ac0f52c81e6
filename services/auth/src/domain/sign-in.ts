import { pendingApprovalMessage, rejectedAccountMessage } from '@studio/contracts/auth';
import { forbidden } from '@studio/service-kit/errors';
import type { AuthModels } from '../models/auth-models.js';
import { normaliseEmail, type User } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { checkAgainstDecoy, hashNeedsUpgrade, hashPassword, passwordMatches } from './passwords.js';

/**
 * The account for these credentials, or null. An account still waiting for approval, or turned
 * down, is refused (403) only after the password matched, so the refusal reveals nothing to a
 * stranger. Every outcome is audited; the password never is.
 */
export async function signIn(
  models: AuthModels,
  email: string,
  password: string,
  context: AuditContext,
): Promise<User | null> {
  const user = await models.User.findOne({ where: { email: normaliseEmail(email) } });
  const matches = user
    ? await passwordMatches(user.passwordHash, password)
    : await checkAgainstDecoy(password);
  if (!user || !matches) {
    await recordAudit(models, context, 'login.failed', {
      targetId: user?.id ?? null,
      detail: { email: normaliseEmail(email) },
    });
    return null;
  }
  if (user.status !== 'active') {
    await recordAudit(models, context, 'login.refused', {
      targetId: user.id,
      detail: { status: user.status },
    });
    throw forbidden(user.status === 'pending' ? pendingApprovalMessage : rejectedAccountMessage);
  }
  if (hashNeedsUpgrade(user.passwordHash))
    await user.update({ passwordHash: await hashPassword(password) });
  await recordAudit(models, { ...context, actorId: user.id }, 'login.succeeded', {
    targetId: user.id,
  });
  return user;
}
