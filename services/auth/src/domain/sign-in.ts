import type { AuthModels } from '../models/auth-models.js';
import { normaliseEmail, type User } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { checkAgainstDecoy, hashNeedsUpgrade, hashPassword, passwordMatches } from './passwords.js';

/** The account for these credentials, or null. Both outcomes are audited; the password never is. */
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
  if (hashNeedsUpgrade(user.passwordHash))
    await user.update({ passwordHash: await hashPassword(password) });
  await recordAudit(models, { ...context, actorId: user.id }, 'login.succeeded', {
    targetId: user.id,
  });
  return user;
}
