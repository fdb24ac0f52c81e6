import type { UserChangesBody } from '@studio/contracts/users';
import { HttpError, badRequest, conflict, notFound } from '@studio/service-kit/errors';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { AuthModels } from '../models/auth-models.js';
import { normaliseEmail, type User } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { emailTakenMessage } from './registration.js';
import type { CountCustomersOfTrainer } from './trainer-customers.js';

export const lastAdminMessage = 'This is the last admin account; make another admin first.';
export const ownRoleMessage = 'You cannot change your own role.';
export const deleteSelfMessage = 'You cannot delete your own account.';

async function lockAdmins(models: AuthModels, transaction: Transaction) {
  // Two admins demoting or deleting each other at once must not leave the studio without one.
  await models.sequelize.query(`SELECT pg_advisory_xact_lock(hashtext('auth.admins'))`, {
    transaction,
  });
}

/** An admin edits a user's name, email or role. Returns the user and whether the role changed. */
export async function updateUser(
  models: AuthModels,
  adminId: string,
  userId: string,
  changes: UserChangesBody,
  context: AuditContext,
): Promise<{ user: User; roleChanged: boolean; identityChanged: boolean }> {
  try {
    return await models.sequelize.transaction(async (transaction) => {
      await lockAdmins(models, transaction);
      const user = await models.User.findByPk(userId, {
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      if (!user || user.role === 'customer') throw notFound('This user no longer exists.');
      const roleChanged = changes.role !== undefined && changes.role !== user.role;
      if (roleChanged && user.id === adminId) throw badRequest(ownRoleMessage);
      if (
        roleChanged &&
        user.role === 'admin' &&
        (await models.User.count({ where: { role: 'admin' }, transaction })) <= 1
      ) {
        throw badRequest(lastAdminMessage);
      }
      const email = changes.email === undefined ? undefined : normaliseEmail(changes.email);
      if (
        email !== undefined &&
        email !== user.email &&
        (await models.User.findOne({ where: { email }, transaction }))
      ) {
        throw conflict(emailTakenMessage);
      }
      const name = changes.name?.trim();
      // Sessions carry the name and email: they need refreshing only when either really changes.
      const identityChanged =
        (name !== undefined && name !== user.name) || (email !== undefined && email !== user.email);
      const changed = Object.keys(changes).filter(
        (field) => changes[field as keyof UserChangesBody] !== undefined,
      );
      await user.update(
        {
          ...(name === undefined ? {} : { name }),
          ...(email === undefined ? {} : { email }),
          ...(changes.role === undefined ? {} : { role: changes.role }),
          lastEdited: new Date(),
        },
        { transaction },
      );
      await recordAudit(models, context, 'user.updated', {
        targetId: user.id,
        detail: { fields: changed, role: user.role },
        transaction,
      });
      return { user, roleChanged, identityChanged };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw conflict(emailTakenMessage);
    throw error;
  }
}

/**
 * An admin deletes a user: never themselves, never the last admin, and never a trainer who still
 * has customers (they must be reassigned first, or they would be left without a trainer).
 */
export async function deleteUser(
  models: AuthModels,
  adminId: string,
  userId: string,
  countCustomersOfTrainer: CountCustomersOfTrainer,
  context: AuditContext & { requestId?: string },
): Promise<void> {
  if (userId === adminId) throw badRequest(deleteSelfMessage);
  const target = await models.User.findByPk(userId);
  if (!target || target.role === 'customer') throw notFound('This user no longer exists.');
  if (target.role === 'trainer') {
    const customers = await countCustomersOfTrainer(target.id, context.requestId);
    if (customers > 0) {
      throw new HttpError(
        409,
        `${target.name} still has ${customers} customer${customers === 1 ? '' : 's'}. Assign them to another trainer before deleting this account.`,
      );
    }
  }
  await models.sequelize.transaction(async (transaction) => {
    await lockAdmins(models, transaction);
    const user = await models.User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user || user.role === 'customer') throw notFound('This user no longer exists.');
    if (
      user.role === 'admin' &&
      (await models.User.count({ where: { role: 'admin' }, transaction })) <= 1
    ) {
      throw badRequest(lastAdminMessage);
    }
    await recordAudit(models, context, 'user.deleted', {
      targetId: user.id,
      detail: { role: user.role, email: user.email },
      transaction,
    });
    await user.destroy({ transaction });
  });
}
