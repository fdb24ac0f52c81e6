import { pendingApprovalMessage, rejectedAccountMessage } from '@studio/contracts/auth';
import { forbidden } from '@studio/service-kit/errors';
import type { AuthModels } from '../models/auth-models.js';
import { normaliseEmail, type User } from '../models/user.js';
import type { Clock } from '@studio/service-kit/clock';
import { recordAudit, type AuditContext } from './audit.js';
import { readStudioSettings } from './studio-settings.js';
import { createChallenge, isTrustedDevice } from './two-factor.js';
import { checkAgainstDecoy, checkPassword, hashPassword } from './passwords.js';

/** Signed in, or one more step: a code of the account's app, or setting the app up. */
export type SignInOutcome =
  | { kind: 'signed-in'; user: User }
  | { kind: 'code'; challenge: string }
  | { kind: 'set-up'; challenge: string };

/**
 * What these credentials lead to, or null when they are wrong. An account still waiting for
 * approval, or turned down, is refused (403) only after the password matched, so the refusal
 * reveals nothing to a stranger. An account with two-step sign-in gets a challenge for its code
 * (unless this browser is one it trusted); staff without it while the studio requires it get a
 * challenge to set it up. Every outcome is audited; the password never is.
 */
export async function signIn(
  models: AuthModels,
  clock: Clock,
  {
    email,
    password,
    trustedDevice,
  }: { email: string; password: string; trustedDevice?: string | undefined },
  context: AuditContext,
): Promise<SignInOutcome | null> {
  const user = await models.User.findOne({ where: { email: normaliseEmail(email) } });
  const check = user
    ? await checkPassword(user.passwordHash, password)
    : { matches: await checkAgainstDecoy(password), needsRehash: false };
  if (!user || !check.matches) {
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
  if (check.needsRehash) await user.update({ passwordHash: await hashPassword(password) });

  const next = await secondStepOf(models, clock, user, trustedDevice);
  if (next !== 'none') {
    await recordAudit(models, { ...context, actorId: user.id }, 'login.password-accepted', {
      targetId: user.id,
      detail: { next },
    });
    const challenge = await createChallenge(
      models,
      clock,
      user.id,
      next === 'code' ? 'verify' : 'enrol',
    );
    return { kind: next, challenge };
  }
  await recordAudit(models, { ...context, actorId: user.id }, 'login.succeeded', {
    targetId: user.id,
  });
  return { kind: 'signed-in', user };
}

async function secondStepOf(
  models: AuthModels,
  clock: Clock,
  user: User,
  trustedDevice: string | undefined,
): Promise<'none' | 'code' | 'set-up'> {
  if (user.totpSecret)
    return (await isTrustedDevice(models, clock, user.id, trustedDevice)) ? 'none' : 'code';
  if (user.role === 'customer') return 'none';
  const settings = await readStudioSettings(models);
  return settings.requireTwoFactorForStaff ? 'set-up' : 'none';
}
