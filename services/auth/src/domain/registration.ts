import type { RegisterBody, UserStatus } from '@studio/contracts/auth';
import { conflict, forbidden, HttpError } from '@studio/service-kit/errors';
import type { Identity } from '@studio/service-kit/identity-token';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { approvalRequestMail } from '../mail/registration-mails.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import { normaliseEmail, type User } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { hashPassword } from './passwords.js';
import { ensureStrongPassword } from './password-strength.js';
import { readStudioSettings } from './studio-settings.js';

export const emailTakenMessage = 'An account with this email already exists.';
export const adminExistsMessage =
  'An admin account already exists. Only a signed-in admin can create another admin.';

/** Serialises account creation so two "first admin" sign-ups cannot both succeed. */
async function lockAccountCreation(models: AuthModels, transaction: Transaction) {
  await models.sequelize.query(`SELECT pg_advisory_xact_lock(hashtext('auth.account-creation'))`, {
    transaction,
  });
}

/**
 * Inserts an account in `transaction` after the checks every creation shares: an admin may be
 * created by someone other than an admin only while no admin exists; an email is used once.
 */
async function insertAccount(
  models: AuthModels,
  input: RegisterBody,
  passwordHash: string,
  caller: Identity | null,
  status: UserStatus,
  transaction: Transaction,
): Promise<User> {
  await lockAccountCreation(models, transaction);
  if (input.role === 'admin' && caller?.role !== 'admin') {
    const admins = await models.User.count({ where: { role: 'admin' }, transaction });
    if (admins > 0) throw forbidden(adminExistsMessage);
  }
  const email = normaliseEmail(input.email);
  if (await models.User.findOne({ where: { email }, transaction }))
    throw conflict(emailTakenMessage);
  return models.User.create(
    {
      name: input.name.trim(),
      email,
      passwordHash,
      role: input.role,
      status,
      lastEdited: null,
    },
    { transaction },
  );
}

async function inTransactionWithUniqueEmail<T>(
  models: AuthModels,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await models.sequelize.transaction(work);
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw conflict(emailTakenMessage);
    throw error;
  }
}

/** An admin creates an account on the Trainers screen: it is active at once. */
export async function createAccount(
  models: AuthModels,
  input: RegisterBody,
  caller: Identity | null,
  context: AuditContext,
): Promise<User> {
  await ensureStrongPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  return inTransactionWithUniqueEmail(models, async (transaction) => {
    const user = await insertAccount(models, input, passwordHash, caller, 'active', transaction);
    await recordAudit(models, context, 'user.created', {
      targetId: user.id,
      detail: { role: user.role, status: user.status },
      transaction,
    });
    return user;
  });
}

/**
 * Someone registers on the register screen. A trainer waits for an admin's approval while the
 * studio's `staffRegistration` is `approval` (unless a signed-in admin registers them); the admins
 * are mailed in the same transaction. The first admin, and anyone under `open`, is active at once.
 */
export async function registerAccount(
  models: AuthModels,
  { outbox, publicBaseUrl }: { outbox: MailOutbox; publicBaseUrl: string },
  input: RegisterBody,
  caller: Identity | null,
  context: AuditContext,
): Promise<User> {
  await ensureStrongPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertRegisteredAccount(
      models,
      { outbox, publicBaseUrl },
      input,
      passwordHash,
      caller,
      context,
    );
  } catch (error) {
    // Recorded, and so committed like a new account: the answer's time must not tell whether an
    // email has an account (a rolled-back transaction is much cheaper than a committed one).
    if (error instanceof HttpError && error.message === emailTakenMessage)
      await recordAudit(models, context, 'user.registration-refused', {
        detail: { role: input.role, reason: 'email taken' },
      });
    throw error;
  }
}

async function insertRegisteredAccount(
  models: AuthModels,
  { outbox, publicBaseUrl }: { outbox: MailOutbox; publicBaseUrl: string },
  input: RegisterBody,
  passwordHash: string,
  caller: Identity | null,
  context: AuditContext,
): Promise<User> {
  return inTransactionWithUniqueEmail(models, async (transaction) => {
    const settings = await readStudioSettings(models, transaction);
    const needsApproval =
      input.role === 'trainer' &&
      caller?.role !== 'admin' &&
      settings.staffRegistration === 'approval';
    const user = await insertAccount(
      models,
      input,
      passwordHash,
      caller,
      needsApproval ? 'pending' : 'active',
      transaction,
    );
    await recordAudit(models, context, 'user.registered', {
      targetId: user.id,
      detail: { role: user.role, status: user.status },
      transaction,
    });
    if (user.status === 'pending') {
      const admins = await models.User.findAll({
        where: { role: 'admin', status: 'active' },
        order: [['dateCreated', 'ASC']],
        transaction,
      });
      const trainersLink = new URL('/trainers', publicBaseUrl).toString();
      for (const admin of admins) {
        await outbox.write(
          approvalRequestMail({
            to: admin.email,
            adminName: admin.name,
            trainer: { name: user.name, email: user.email },
            trainersLink,
            studio: settings,
          }),
          transaction,
        );
      }
    }
    return user;
  });
}
