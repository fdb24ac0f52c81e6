import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  codeOrRecoveryCodeMessage,
  expiredChallengeMessage,
  trustedDeviceDays,
  wrongCodeMessage,
} from '@studio/contracts/two-factor';
import type { Clock } from '@studio/service-kit/clock';
import { badRequest, conflict, HttpError, notFound } from '@studio/service-kit/errors';
import { generateSecret, generateURI, verify } from 'otplib';
import { Op, type Transaction } from 'sequelize';
import type { AuthModels } from '../models/auth-models.js';
import type { ChallengePurpose, LoginChallenge } from '../models/two-factor-records.js';
import type { User } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { readStudioSettings } from './studio-settings.js';

const challengeValidMs = 5 * 60_000;
/** Wrong codes a challenge takes before it ends and the password is asked again. */
const wrongCodesPerChallenge = 5;
/** A code of the step before or after now is taken too: phones' clocks drift and people type slowly. */
const toleranceSeconds = 30;
const recoveryCodeCount = 10;
const base32 = 'abcdefghijklmnopqrstuvwxyz234567';

export const alreadyOnMessage =
  'Two-step sign-in is already on. Turn it off first to set it up again.';
export const notSetUpMessage = 'Start setting up two-step sign-in first.';
export const notOnMessage = 'Two-step sign-in is not on for this account.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the app shows (`123 456` or `123456`), as otplib reads it. */
const digitsOf = (code: string) => code.replace(/\s/g, '');

const recoveryCodeHash = (userId: string, code: string) =>
  sha256(`${userId}:${code.toLowerCase().replace(/[^a-z2-7]/g, '')}`);

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => base32[randomInt(base32.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** The time step a code belongs to, or null when it is not right (or was used already). */
async function acceptedStep(
  secret: string,
  code: string,
  clock: Clock,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: digitsOf(code),
    epoch: Math.floor(clock.now().getTime() / 1000),
    epochTolerance: toleranceSeconds,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A new secret for the account's app, kept as pending until a code proves the app has it. */
export async function startTwoFactorSetup(
  models: AuthModels,
  user: User,
): Promise<{ secret: string; otpauthUrl: string }> {
  if (user.totpSecret) throw conflict(alreadyOnMessage);
  const secret = generateSecret();
  await user.update({ totpPendingSecret: secret });
  const studio = await readStudioSettings(models);
  return {
    secret,
    otpauthUrl: generateURI({ issuer: studio.studioName, label: user.email, secret }),
  };
}

/** The ten recovery codes, new, in `transaction`; the older ones stop working. */
async function replaceRecoveryCodes(
  models: AuthModels,
  userId: string,
  transaction: Transaction,
): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await models.RecoveryCode.destroy({ where: { userId }, transaction });
  await models.RecoveryCode.bulkCreate(
    codes.map((code) => ({ codeHash: recoveryCodeHash(userId, code), userId, usedAt: null })),
    { transaction },
  );
  return codes;
}

/** Turns two-step sign-in on once a code of the pending secret is right; returns the recovery codes. */
export async function enableTwoFactor(
  models: AuthModels,
  clock: Clock,
  userId: string,
  code: string,
  context: AuditContext,
): Promise<string[]> {
  return models.sequelize.transaction(async (transaction) => {
    const user = await models.User.findByPk(userId, { lock: transaction.LOCK.UPDATE, transaction });
    if (!user) throw notFound('Your account no longer exists.');
    if (user.totpSecret) throw conflict(alreadyOnMessage);
    if (!user.totpPendingSecret) throw badRequest(notSetUpMessage);
    const step = await acceptedStep(user.totpPendingSecret, code, clock, null);
    if (step === null) throw badRequest(wrongCodeMessage);
    await user.update(
      {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: clock.now(),
        totpLastStep: step,
      },
      { transaction },
    );
    const codes = await replaceRecoveryCodes(models, user.id, transaction);
    await recordAudit(models, context, 'two-factor.enabled', { targetId: user.id, transaction });
    return codes;
  });
}

/** Everything of the account's second factor, gone, in `transaction`. */
async function clearTwoFactor(models: AuthModels, user: User, transaction: Transaction) {
  await user.update(
    { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
    { transaction },
  );
  const ofUser = { where: { userId: user.id }, transaction };
  await models.RecoveryCode.destroy(ofUser);
  await models.TrustedDevice.destroy(ofUser);
  await models.LoginChallenge.destroy(ofUser);
}

type CodeCheck = { kind: 'totp'; step: number } | { kind: 'recovery-code'; codeHash: string };

/** Whether the code (or recovery code) is right for the account, without using it up. */
async function checkSecondFactor(
  models: AuthModels,
  clock: Clock,
  user: User,
  { code, recoveryCode }: { code?: string | undefined; recoveryCode?: string | undefined },
  transaction: Transaction,
): Promise<CodeCheck | null> {
  if (!user.totpSecret) return null;
  if (code !== undefined) {
    const step = await acceptedStep(user.totpSecret, code, clock, user.totpLastStep);
    return step === null ? null : { kind: 'totp', step };
  }
  if (recoveryCode !== undefined) {
    const codeHash = recoveryCodeHash(user.id, recoveryCode);
    const unused = await models.RecoveryCode.findOne({
      where: { codeHash, userId: user.id, usedAt: null },
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    return unused ? { kind: 'recovery-code', codeHash } : null;
  }
  throw badRequest(codeOrRecoveryCodeMessage);
}

/** Uses up what `checkSecondFactor` accepted: the code's step, or the recovery code. */
async function useSecondFactor(
  models: AuthModels,
  clock: Clock,
  user: User,
  check: CodeCheck,
  transaction: Transaction,
): Promise<void> {
  if (check.kind === 'totp') await user.update({ totpLastStep: check.step }, { transaction });
  else
    await models.RecoveryCode.update(
      { usedAt: clock.now() },
      { where: { codeHash: check.codeHash }, transaction },
    );
}

/** Turns two-step sign-in off with a code of the app (or a recovery code). */
export async function disableTwoFactor(
  models: AuthModels,
  clock: Clock,
  userId: string,
  code: string,
  context: AuditContext,
): Promise<void> {
  await models.sequelize.transaction(async (transaction) => {
    const user = await models.User.findByPk(userId, { lock: transaction.LOCK.UPDATE, transaction });
    if (!user) throw notFound('Your account no longer exists.');
    if (!user.totpSecret) throw conflict(notOnMessage);
    const check = await checkSecondFactor(models, clock, user, { code }, transaction);
    if (!check) throw badRequest(wrongCodeMessage);
    await clearTwoFactor(models, user, transaction);
    await recordAudit(models, context, 'two-factor.disabled', { targetId: user.id, transaction });
  });
}

export const resetOwnSecondFactorMessage = 'Use your own profile to change your two-step sign-in.';

/** An admin removes another staff member's second factor (a lost phone); audited. */
export async function resetTwoFactor(
  models: AuthModels,
  adminId: string,
  targetId: string,
  context: AuditContext,
): Promise<User> {
  if (adminId === targetId) throw badRequest(resetOwnSecondFactorMessage);
  return models.sequelize.transaction(async (transaction) => {
    const user = await models.User.findByPk(targetId, {
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    if (!user || user.role === 'customer') throw notFound('This user no longer exists.');
    if (!user.totpSecret) throw conflict(`${user.name} has not set up two-step sign-in.`);
    await clearTwoFactor(models, user, transaction);
    await recordAudit(models, context, 'two-factor.reset', { targetId: user.id, transaction });
    return user;
  });
}

/** A new sign-in challenge for the account; returns its token (only its hash is kept). */
export async function createChallenge(
  models: AuthModels,
  clock: Clock,
  userId: string,
  purpose: ChallengePurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await models.LoginChallenge.destroy({
    where: { expiresAt: { [Op.lte]: clock.now() } },
  });
  await models.LoginChallenge.create({
    tokenHash: sha256(token),
    userId,
    purpose,
    expiresAt: new Date(clock.now().getTime() + challengeValidMs),
  });
  return token;
}

/** The live challenge behind a token, locked, with its account; else the 400 that says start again. */
async function liveChallenge(
  models: AuthModels,
  clock: Clock,
  token: string,
  purpose: ChallengePurpose,
  transaction: Transaction,
): Promise<{ challenge: LoginChallenge; user: User }> {
  const challenge = await models.LoginChallenge.findByPk(sha256(token), {
    lock: transaction.LOCK.UPDATE,
    transaction,
  });
  if (!challenge || challenge.purpose !== purpose || challenge.expiresAt <= clock.now())
    throw badRequest(expiredChallengeMessage);
  const user = await models.User.findByPk(challenge.userId, {
    lock: transaction.LOCK.UPDATE,
    transaction,
  });
  if (!user || user.status !== 'active') throw badRequest(expiredChallengeMessage);
  return { challenge, user };
}

export interface SecondStep {
  code?: string | undefined;
  recoveryCode?: string | undefined;
  rememberDevice?: boolean | undefined;
}

/**
 * The second step of a sign-in: the challenge's account and a right code (or unused recovery code)
 * end the challenge and sign the person in; a wrong one counts against the challenge, which ends
 * after five. Returns the user and, when asked, the token of a device trusted for 30 days.
 */
export async function completeSecondStep(
  models: AuthModels,
  clock: Clock,
  token: string,
  step: SecondStep,
  context: AuditContext,
): Promise<{ user: User; trustedDevice?: string }> {
  const outcome = await models.sequelize.transaction(async (transaction) => {
    const { challenge, user } = await liveChallenge(models, clock, token, 'verify', transaction);
    const check = await checkSecondFactor(models, clock, user, step, transaction);
    if (!check) {
      // Counted in this transaction, which commits: the refusal is thrown after it.
      if (challenge.failedCodes + 1 >= wrongCodesPerChallenge)
        await challenge.destroy({ transaction });
      else await challenge.increment('failedCodes', { transaction });
      await recordAudit(models, { ...context, actorId: user.id }, 'login.code-failed', {
        targetId: user.id,
        transaction,
      });
      return { refused: true as const };
    }
    await useSecondFactor(models, clock, user, check, transaction);
    await challenge.destroy({ transaction });
    await recordAudit(models, { ...context, actorId: user.id }, 'login.succeeded', {
      targetId: user.id,
      detail: { secondFactor: check.kind },
      transaction,
    });
    return { refused: false as const, user };
  });
  if (outcome.refused) throw new HttpError(401, wrongCodeMessage);
  if (!step.rememberDevice) return { user: outcome.user };
  return { user: outcome.user, trustedDevice: await trustDevice(models, clock, outcome.user.id) };
}

async function trustDevice(models: AuthModels, clock: Clock, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await models.TrustedDevice.create({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(clock.now().getTime() + trustedDeviceDays * 24 * 60 * 60_000),
  });
  return token;
}

/** Whether this browser was trusted by this account within 30 days (its token from the cookie). */
export async function isTrustedDevice(
  models: AuthModels,
  clock: Clock,
  userId: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const device = await models.TrustedDevice.findOne({
    where: { tokenHash: sha256(token), userId, expiresAt: { [Op.gt]: clock.now() } },
  });
  return device !== null;
}

/** Staff led to set up two-step sign-in after their password: the secret for their app. */
export async function startSetupFromChallenge(
  models: AuthModels,
  clock: Clock,
  token: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  const user = await models.sequelize.transaction(
    async (transaction) => (await liveChallenge(models, clock, token, 'enrol', transaction)).user,
  );
  return startTwoFactorSetup(models, user);
}

/** ... and the code that proves their app has it: two-step sign-in on, and they are signed in. */
export async function completeSetupFromChallenge(
  models: AuthModels,
  clock: Clock,
  token: string,
  code: string,
  context: AuditContext,
): Promise<{ user: User; recoveryCodes: string[] }> {
  const userId = await models.sequelize.transaction(
    async (transaction) =>
      (await liveChallenge(models, clock, token, 'enrol', transaction)).user.id,
  );
  const recoveryCodes = await enableTwoFactor(models, clock, userId, code, {
    ...context,
    actorId: userId,
  });
  const user = await models.sequelize.transaction(async (transaction) => {
    const { challenge, user } = await liveChallenge(models, clock, token, 'enrol', transaction);
    await challenge.destroy({ transaction });
    await recordAudit(models, { ...context, actorId: user.id }, 'login.succeeded', {
      targetId: user.id,
      detail: { secondFactor: 'enrolled' },
      transaction,
    });
    return user;
  });
  return { user, recoveryCodes };
}
