import { conflict, notFound } from '@studio/service-kit/errors';
import { accountApprovedMail } from '../mail/registration-mails.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { AuthModels } from '../models/auth-models.js';
import type { User } from '../models/user.js';
import { recordAudit, type AuditContext } from './audit.js';
import { readStudioSettings } from './studio-settings.js';

export const notPendingMessage = 'This account is not waiting for approval.';

/**
 * An admin decides on a self-registered trainer. Approving lets them sign in (and mails them);
 * rejecting keeps them out. A rejected account may still be approved later, if the admin changes
 * their mind; an account that is active is never changed here.
 */
export async function decideRegistration(
  models: AuthModels,
  { outbox, publicBaseUrl }: { outbox: MailOutbox; publicBaseUrl: string },
  userId: string,
  decision: 'approve' | 'reject',
  context: AuditContext,
): Promise<User> {
  return models.sequelize.transaction(async (transaction) => {
    const user = await models.User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user || user.role === 'customer') throw notFound('This user no longer exists.');
    const decidable = decision === 'approve' ? ['pending', 'rejected'] : ['pending'];
    if (!decidable.includes(user.status)) throw conflict(notPendingMessage);
    const from = user.status;
    await user.update(
      { status: decision === 'approve' ? 'active' : 'rejected', lastEdited: new Date() },
      { transaction },
    );
    await recordAudit(models, context, decision === 'approve' ? 'user.approved' : 'user.rejected', {
      targetId: user.id,
      detail: { from, to: user.status },
      transaction,
    });
    if (decision === 'approve') {
      const studio = await readStudioSettings(models, transaction);
      await outbox.write(
        accountApprovedMail({
          to: user.email,
          name: user.name,
          loginLink: new URL('/login', publicBaseUrl).toString(),
          studio,
        }),
        transaction,
      );
    }
    return user;
  });
}
