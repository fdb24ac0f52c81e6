import type { RegisterBody } from '@studio/contracts/auth';
import { conflict, forbidden } from '@studio/service-kit/errors';
import type { Identity } from '@studio/service-kit/identity-token';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { AuthModels } from '../models/auth-models.js';
import { normaliseEmail, type User } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { hashPassword } from './passwords.js';

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
 * Creates an account. Anyone may register a trainer; an admin may be self-registered only while
 * no admin exists, and afterwards only by an admin.
 */
export async function createAccount(
  models: AuthModels,
  input: RegisterBody,
  caller: Identity | null,
  context: AuditContext,
  action: 'user.registered' | 'user.created',
): Promise<User> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await models.sequelize.transaction(async (transaction) => {
      await lockAccountCreation(models, transaction);
      if (input.role === 'admin' && caller?.role !== 'admin') {
        const admins = await models.User.count({ where: { role: 'admin' }, transaction });
        if (admins > 0) throw forbidden(adminExistsMessage);
      }
      if (await models.User.findOne({ where: { email }, transaction }))
        throw conflict(emailTakenMessage);
      const user = await models.User.create(
        { name: input.name.trim(), email, passwordHash, role: input.role, lastEdited: null },
        { transaction },
      );
      await recordAudit(models, context, action, {
        targetId: user.id,
        detail: { role: user.role },
        transaction,
      });
      return user;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw conflict(emailTakenMessage);
    throw error;
  }
}
